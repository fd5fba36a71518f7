import { toPersianDigits } from '@/lib/text/persian';

type Props = {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  label?: string;
};

/** The page numbers around the current one, with the first and the last; null marks a gap. */
export function pageWindow(page: number, totalPages: number): Array<number | null> {
  const pages = new Set(
    [1, totalPages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= totalPages),
  );
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  sorted.forEach((n, index) => {
    if (index > 0 && n - (sorted[index - 1] ?? n) > 1) out.push(null);
    out.push(n);
  });
  return out;
}

/** Plain links, so pages work without JavaScript and can be shared. */
export function Pagination({ page, totalPages, hrefFor, label = 'صفحه‌بندی' }: Props) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        <li>
          {page > 1 ? (
            <a href={hrefFor(page - 1)} rel="prev">
              قبلی
            </a>
          ) : (
            <span aria-disabled="true">قبلی</span>
          )}
        </li>
        {pageWindow(page, totalPages).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page">{toPersianDigits(n)}</span>
              ) : (
                <a href={hrefFor(n)} aria-label={`صفحه ${toPersianDigits(n)}`}>
                  {toPersianDigits(n)}
                </a>
              )}
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <a href={hrefFor(page + 1)} rel="next">
              بعدی
            </a>
          ) : (
            <span aria-disabled="true">بعدی</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
