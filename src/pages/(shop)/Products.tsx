import { loadProductsPage } from '@/features/catalogue/listing-page';
import { listingSearch } from '@/features/catalogue/listing-query';
import { ProductListing } from '@/features/catalogue/ProductListing';
import { answerPage } from '@/features/errors/page-answer';
import { PageMeta } from '@/features/page-kit/PageMeta';
import { resultsForText, SEARCH_MESSAGES } from '@/features/search/messages';

/** Every product, or the search of `?q=` (SPEC §2), filtered and sorted in the URL. */
export default async function ProductsPage({ query = '' }: { query?: string }) {
  return answerPage(await loadProductsPage(query), {
    view: ({ query: listing, basePath, listing: products, shownFor }) => (
      <section className="page container" aria-labelledby="page-title">
        <PageMeta
          // What the listing shows: the Persian a query typed on the English
          // layout meant, when it shows that.
          title={listing.q ? `جستجوی «${shownFor ?? listing.q}»` : 'محصولات'}
          description="فهرست کامل محصولات فروشگاه را ببینید و جستجو کنید."
          noIndex={listing.q !== '' || listing.page > 1}
          canonicalPath={basePath}
        />
        <h1 id="page-title">
          {shownFor
            ? resultsForText(shownFor)
            : listing.q
              ? `نتایج جستجو برای «${listing.q}»`
              : 'همه محصولات'}
        </h1>
        {shownFor ? (
          // The query as typed, searched exactly (docs/decisions/0037).
          <p className="listing__typed">
            <a href={`${basePath}${listingSearch(listing, { asTyped: true, page: 1 })}`}>
              {/* The typed query isolated, so that a Latin one leaves the quotation marks
                  where Persian puts them. */}
              {SEARCH_MESSAGES.exactSearch} «<bdi>{listing.q}</bdi>»
            </a>
          </p>
        ) : null}
        <ProductListing query={listing} basePath={basePath} listing={products} withSearch />
      </section>
    ),
  });
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
