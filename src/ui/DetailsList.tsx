import type { ReactNode } from 'react';

/** One row of a details list: what it is, and its value. */
export type Detail = { term: string; detail: ReactNode };

/** Label and value pairs (a <dl>, one <div> a pair); rows given as false or null are left out. */
export function DetailsList({
  rows,
  className,
}: {
  rows: ReadonlyArray<Detail | false | null>;
  className?: string;
}) {
  return (
    <dl className={className ? `details-list ${className}` : 'details-list'}>
      {rows.map((row) =>
        row ? (
          <div key={row.term}>
            <dt>{row.term}</dt>
            <dd>{row.detail}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
