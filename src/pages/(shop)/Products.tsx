import { loadProductsPage } from '@/features/catalogue/listing-page';
import { ProductListing } from '@/features/catalogue/ProductListing';
import { answerPage } from '@/features/errors/page-answer';
import { PageMeta } from '@/features/layout/PageMeta';

/** Every product, or the search of `?q=` (SPEC §2), filtered and sorted in the URL. */
export default async function ProductsPage({ query = '' }: { query?: string }) {
  return answerPage(await loadProductsPage(query), {
    view: ({ query: listing, basePath, listing: products }) => (
      <section className="page container" aria-labelledby="page-title">
        <PageMeta
          title={listing.q ? `جستجوی «${listing.q}»` : 'محصولات'}
          description="فهرست کامل محصولات فروشگاه را ببینید و جستجو کنید."
          noIndex={listing.q !== '' || listing.page > 1}
          canonicalPath={basePath}
        />
        <h1 id="page-title">{listing.q ? `نتایج جستجو برای «${listing.q}»` : 'همه محصولات'}</h1>
        <ProductListing query={listing} basePath={basePath} listing={products} withSearch />
      </section>
    ),
  });
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
