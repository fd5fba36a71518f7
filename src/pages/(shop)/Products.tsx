import { parseListingQuery } from '@/features/catalogue/listing-query';
import { ProductListing } from '@/features/catalogue/ProductListing';
import { PageMeta } from '@/server/PageMeta';

export default async function ProductsPage({ query = '' }: { query?: string }) {
  const listing = parseListingQuery(new URLSearchParams(query));
  const title = listing.q ? `جستجوی «${listing.q}»` : 'محصولات';
  return (
    <section className="page container" aria-labelledby="page-title">
      <PageMeta
        title={title}
        description="فهرست کامل محصولات فروشگاه را ببینید و جستجو کنید."
        noIndex={listing.q !== '' || listing.page > 1}
        canonicalPath="/Products"
      />
      <h1 id="page-title">{listing.q ? `نتایج جستجو برای «${listing.q}»` : 'همه محصولات'}</h1>
      <ProductListing query={listing} basePath="/Products" withSearch />
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
