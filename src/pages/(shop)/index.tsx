import { DEFAULT_SHOP_TITLE, PageMeta } from '../../features/layout/PageMeta';
import { getCategories } from '../../server/categories';
import { getShopData } from '../../server/shop-data';

export default async function HomePage() {
  const [shop, categories] = await Promise.all([getShopData(), getCategories()]);
  const shopTitle = shop?.title || DEFAULT_SHOP_TITLE;
  return (
    <section className="page container" aria-labelledby="page-title">
      <PageMeta title={shopTitle} description={`${shopTitle}: خرید آنلاین با ارسال به سراسر ایران.`} />
      <h1 id="page-title">به {shopTitle} خوش آمدید</h1>
      <p className="page__lead">محصولات را بر اساس دسته‌بندی ببینید یا در همه محصولات جستجو کنید.</p>
      {categories.length > 0 ? (
        <ul className="chip-list" aria-label="دسته‌بندی‌ها">
          {categories.map((category) => (
            <li key={category.id}>
              <a className="chip" href={`/category/${category.id}`}>
                {category.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
