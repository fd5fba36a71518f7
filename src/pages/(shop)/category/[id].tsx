import { categoryPath, categoryTrail, isCategoryId } from '@/features/catalogue/category-tree';
import { parseListingQuery } from '@/features/catalogue/listing-query';
import { ProductListing } from '@/features/catalogue/ProductListing';
import { breadcrumbJsonLd } from '@/features/catalogue/structured-data';
import { PageMeta } from '@/server/PageMeta';
import { requestOrigin } from '@/server/request-context';
import { getCategories } from '@/server/categories';
import { displayPath } from '@/lib/paths';
import { notFoundPage } from '@/features/errors/not-found-page';
import { Breadcrumb } from '@/ui/Breadcrumb';
import { JsonLd } from '@/ui/JsonLd';

export default async function CategoryPage({ id, query = '' }: { id: string; query?: string }) {
  const wanted = displayPath(id);
  if (!isCategoryId(wanted)) return notFoundPage();
  const trail = categoryTrail(await getCategories(), wanted);
  const category = trail?.at(-1);
  if (!trail || !category) return notFoundPage();
  const listing = parseListingQuery(new URLSearchParams(query));
  const basePath = categoryPath(category.id);
  return (
    <section className="page container" aria-labelledby="page-title">
      <PageMeta title={category.name} description={`خرید محصولات دسته ${category.name}`} canonicalPath={basePath} />
      <JsonLd
        data={breadcrumbJsonLd(
          requestOrigin(),
          trail.map((step) => ({ name: step.name, path: categoryPath(step.id) })),
        )}
      />
      <Breadcrumb
        steps={trail.map((step) => ({
          key: String(step.id),
          label: step.name,
          href: step === category ? undefined : categoryPath(step.id),
        }))}
      />
      <h1 id="page-title">{category.name}</h1>
      {category.children.length > 0 ? (
        <ul className="chip-list" aria-label="زیردسته‌ها">
          {category.children.map((child) => (
            <li key={child.id}>
              <a className="chip" href={categoryPath(child.id)}>
                {child.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <ProductListing query={listing} basePath={basePath} category={category} />
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
