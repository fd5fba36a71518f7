import { formatPercent, formatToman } from '@/lib/text/money';

type Props = {
  price: number;
  priceWithDiscount: number;
  discountPercent: number;
  whole?: boolean;
  size?: 'small' | 'large';
  /**
   * Where the percent is shown beside the price already (a product card's
   * picture): said to screen readers only.
   */
  percentShownElsewhere?: boolean;
};

/**
 * The price to pay, the original price struck through and the discount percent
 * when there is one.
 */
export function PriceTag({
  price,
  priceWithDiscount,
  discountPercent,
  whole = false,
  size = 'small',
  percentShownElsewhere = false,
}: Props) {
  const discounted = priceWithDiscount < price;
  return (
    <div className={`price price--${size}`}>
      {discounted ? (
        <div className="price__before">
          <s>
            <span className="visually-hidden">قیمت قبل از تخفیف: </span>
            {formatToman(price, { whole })}
          </s>
          {discountPercent > 0 ? (
            <span className={percentShownElsewhere ? 'visually-hidden' : 'price__badge'}>
              {formatPercent(discountPercent)} تخفیف
            </span>
          ) : null}
        </div>
      ) : null}
      <p className="price__now">
        <span className="visually-hidden">{discounted ? 'قیمت با تخفیف: ' : 'قیمت: '}</span>
        {formatToman(priceWithDiscount, { whole })}
      </p>
    </div>
  );
}
