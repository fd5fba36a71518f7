import 'server-only';
import { PRODUCT_PAGE_SIZE } from '@/lib/limits';
import { toPersianDigits } from '@/lib/text/persian';
import { requestOrigin } from '@/server/requests/request-context';
import { SelectField } from '@/ui/form/SelectField';
import { JsonLd } from '@/features/page-kit/JsonLd';
import { Pagination } from '@/ui/Pagination';
import { ListingFilters } from './ListingFilters';
import type { ListingPage } from './listing-data';
import { listingSearch, needsLocalProcessing, SORTS, type ListingQuery } from './listing-query';
import { ProductGrid } from './ProductGrid';
import { itemListJsonLd } from './structured-data';

type Props = {
  query: ListingQuery;
  /** The listing's own path: /Products or /category/{id}. */
  basePath: string;
  /** The page of products, or the failure text (the page answers 502 for it: listing-page.ts). */
  listing: ListingPage;
  /** The search box is on /Products; a category listing only sorts and filters. */
  withSearch?: boolean;
};

/** Filters, products, pagination and the empty state of a listing; all state in the URL. */
export function ProductListing({ query, basePath, listing, withSearch = false }: Props) {
  return (
    <div className="listing">
      <ListingFilters action={basePath}>
        {withSearch ? (
          <div className="field field--grow">
            <label htmlFor="listing-q">جستجو</label>
            <input
              id="listing-q"
              name="q"
              type="search"
              defaultValue={query.q}
              placeholder="نام محصول…"
              enterKeyHint="search"
            />
          </div>
        ) : null}
        <SelectField id="listing-sort" name="sort" label="مرتب‌سازی" defaultValue={query.sort}>
          {SORTS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <label className="field field--check">
          <input name="discounted" type="checkbox" value="1" defaultChecked={query.discounted} />
          فقط کالاهای تخفیف‌دار
        </label>
        <PriceBound name="min" label="از قیمت (تومان)" value={query.minPrice} />
        <PriceBound name="max" label="تا قیمت (تومان)" value={query.maxPrice} />
        {query.size !== PRODUCT_PAGE_SIZE ? (
          <input type="hidden" name="size" value={query.size} />
        ) : null}
        <button className="button" type="submit">
          اعمال
        </button>
      </ListingFilters>

      {!listing.ok ? (
        <div className="empty-state card" role="alert">
          <p>{listing.message}</p>
          <a className="button" href={`${basePath}${listingSearch(query)}`}>
            تلاش دوباره
          </a>
        </div>
      ) : listing.items.length === 0 ? (
        <div className="empty-state card">
          <p>{query.q ? `محصولی برای «${query.q}» پیدا نشد.` : 'محصولی با این شرایط پیدا نشد.'}</p>
          <a className="button button--ghost" href={basePath}>
            نمایش همه
          </a>
        </div>
      ) : (
        <>
          <p className="listing__count" role="status">
            {toPersianDigits(listing.totalCount)} محصول
            {listing.partial
              ? needsLocalProcessing(query)
                ? ' (مرتب‌سازی روی ۵۰۰ نتیجهٔ نخست)'
                : ' (بخشی از نتایج)'
              : ''}
          </p>
          <ProductGrid products={listing.items} label="نتایج" />
          <JsonLd
            data={itemListJsonLd(
              requestOrigin(),
              listing.items,
              (listing.page - 1) * query.size + 1,
            )}
          />
          <Pagination
            page={listing.page}
            totalPages={listing.totalPages}
            hrefFor={(page) => `${basePath}${listingSearch(query, { page })}`}
          />
        </>
      )}
    </div>
  );
}

/** One end of the price filter (`min` or `max`, in toman). */
function PriceBound({
  name,
  label,
  value,
}: {
  name: 'min' | 'max';
  label: string;
  value: number | null;
}) {
  return (
    <div className="field field--price">
      <label htmlFor={`listing-${name}`}>{label}</label>
      <input
        id={`listing-${name}`}
        type="text"
        name={name}
        dir="ltr"
        inputMode="numeric"
        defaultValue={value ?? ''}
        autoComplete="off"
      />
    </div>
  );
}
