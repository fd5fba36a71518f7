import 'server-only';
import { requestOrigin } from '@/server/requests/request-context';
import { Breadcrumb } from '@/ui/Breadcrumb';
import { JsonLd } from '@/features/page-kit/JsonLd';
import { PageMeta } from '@/features/page-kit/PageMeta';
import { categoryPath } from './category-tree';
import type { CategoryPageData } from './listing-page';
import { ProductListing } from './ProductListing';
import { breadcrumbJsonLd } from './structured-data';

/**
 * A category's page: its trail, its subcategories and the listing of its
 * products and its descendants'.
 */
export function CategoryView({ category, trail, query, basePath, listing }: CategoryPageData) {
  return (
    <section className="page container" aria-labelledby="page-title">
      <PageMeta
        title={category.name}
        description={`خرید محصولات دسته ${category.name}`}
        canonicalPath={basePath}
      />
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
      <ProductListing query={query} basePath={basePath} listing={listing} />
    </section>
  );
}
