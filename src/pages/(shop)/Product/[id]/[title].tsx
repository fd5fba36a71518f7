import { PageMeta } from '../../../../features/layout/PageMeta';
import { displayPath } from '../../../../lib/paths';
import { notFoundPage } from '../../../../server/not-found';
import { publicShopApi } from '../../../../server/shop-api';

/** Product detail: the {id} segment is the product code (SPEC §2 and §9). */
export default async function ProductPage({ id }: { id: string; title: string }) {
  const code = displayPath(id);
  if (!/^[\w.-]{1,64}$/.test(code)) return notFoundPage();
  const result = await publicShopApi().findProductByCode(code);
  if (!result.ok) throw new Error(`product lookup failed: ${result.message}`);
  const product = result.value;
  if (!product) return notFoundPage();
  return (
    <article className="page container" aria-labelledby="page-title">
      <PageMeta title={product.title} description={`خرید ${product.title}`} />
      <h1 id="page-title">{product.title}</h1>
      <p className="page__lead">
        کد محصول: <bdi dir="ltr">{product.code}</bdi>
      </p>
    </article>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
