import { HOME_GROUPS } from './home-groups';
import type { HomeLists } from './home-products';
import { ProductGrid } from './ProductGrid';
import { HOME_PATH, PRODUCTS_PATH } from '@/lib/routing/route-paths';

/**
 * The groups whose lists were still on their way: rendered when they come,
 * inside the page's Suspense boundary.
 */
export async function PendingHomeGroups({ lists }: { lists: Promise<HomeLists> }) {
  return <HomeGroups lists={await lists} />;
}

/**
 * The three product groups of SPEC §4, with whole-number prices; kept lists
 * when the fetch fails. The lists are asked for by the page, together with
 * its other calls.
 */
export function HomeGroups({ lists }: { lists: HomeLists }) {
  if (lists.kind === 'unavailable') {
    return (
      <section className="empty-state card" aria-labelledby="home-groups-empty">
        <h2 id="home-groups-empty">محصولات در حال حاضر در دسترس نیستند</h2>
        <p>{lists.message}</p>
        <p>
          <a className="button" href={HOME_PATH}>
            تلاش دوباره
          </a>{' '}
          <a className="button button--ghost" href={PRODUCTS_PATH}>
            همه محصولات
          </a>
        </p>
      </section>
    );
  }
  return (
    <>
      {lists.kind === 'kept' ? (
        <p className="notice" role="status">
          ارتباط با فروشگاه برقرار نشد؛ آخرین فهرست‌های دریافت‌شده نمایش داده می‌شوند.
        </p>
      ) : null}
      {HOME_GROUPS.map((group) => {
        const products = lists.groups[group.key];
        if (products.length === 0) return null;
        return (
          <section
            key={group.key}
            className="home-group"
            aria-labelledby={`home-group-${group.key}`}
          >
            <h2 id={`home-group-${group.key}`} className="section-title">
              {group.title}
            </h2>
            {/* Below the banner, the page's largest picture: no card competes with it. */}
            <ProductGrid products={products} wholePrices label={group.title} eagerCount={0} />
          </section>
        );
      })}
    </>
  );
}
