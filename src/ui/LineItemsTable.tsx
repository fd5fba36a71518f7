import type { PictureAttributes } from '@/lib/images/image-variants';
import { formatToman } from '@/lib/text/money';
import { toPersianDigits } from '@/lib/text/persian';
import { BidiText } from './BidiText';

/** One line of a cart, an order or an invoice, its figures already worked out. */
export type LineItem = {
  key: string;
  title: string;
  unitName: string | null;
  amount: number;
  /** Unit price before discount. */
  price: number;
  /** The line's whole discount; shown with `columns.discount`. */
  discount?: number;
  total: number;
  /** The product's picture beside its title (the `lineThumb` slot). */
  picture?: PictureAttributes;
};

/**
 * Optional columns: a row number, the unit in its own column (else beside the
 * amount), the discount.
 */
export type LineItemColumns = { number?: boolean; unit?: boolean; discount?: boolean };

/** The lines of a cart, an order or an invoice as one table (scrolls sideways on a phone). */
export function LineItemsTable({
  caption,
  items,
  columns = {},
}: {
  caption: string;
  items: readonly LineItem[];
  columns?: LineItemColumns;
}) {
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.number ? <th scope="col">ردیف</th> : null}
            <th scope="col">محصول</th>
            {columns.unit ? <th scope="col">واحد</th> : null}
            <th scope="col">تعداد</th>
            <th scope="col">قیمت واحد</th>
            {columns.discount ? <th scope="col">تخفیف</th> : null}
            <th scope="col">مبلغ</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr key={item.key}>
              {columns.number ? <td>{toPersianDigits(index + 1)}</td> : null}
              <th scope="row">
                {item.picture ? (
                  <span className="line-item">
                    {/* Decorative beside the title; the endpoint always answers a picture
                        (the fallback at worst). */}
                    <img
                      className="line-item__image"
                      alt=""
                      width={48}
                      height={48}
                      loading="lazy"
                      decoding="async"
                      sizes={item.picture.sizes}
                      srcSet={item.picture.srcSet}
                      src={item.picture.src}
                    />
                    <BidiText text={item.title} />
                  </span>
                ) : (
                  <BidiText text={item.title} />
                )}
              </th>
              {columns.unit ? <td>{item.unitName}</td> : null}
              {columns.unit ? (
                <td>{toPersianDigits(item.amount)}</td>
              ) : (
                <td>
                  {toPersianDigits(item.amount)} {item.unitName ?? ''}
                </td>
              )}
              <td>{formatToman(item.price)}</td>
              {columns.discount ? <td>{formatToman(item.discount ?? 0)}</td> : null}
              <td>{formatToman(item.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
