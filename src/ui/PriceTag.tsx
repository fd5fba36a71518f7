import type { PriceTexts } from './price-texts';

type Props = {
  texts: PriceTexts;
  size?: 'small' | 'large';
  /**
   * Where the percent is shown beside the price already (a product card's
   * picture): said to screen readers only.
   */
  percentShownElsewhere?: boolean;
};

/**
 * The price to pay, the original price struck through and the discount percent
 * when there is one (the texts from priceTexts).
 */
export function PriceTag({ texts, size = 'small', percentShownElsewhere = false }: Props) {
  return (
    <div className={`price price--${size}`}>
      {texts.before !== null ? (
        <div className="price__before">
          <s>
            <span className="visually-hidden">قیمت قبل از تخفیف: </span>
            {texts.before}
          </s>
          {texts.percent !== null ? (
            <span className={percentShownElsewhere ? 'visually-hidden' : 'price__badge'}>
              {texts.percent} تخفیف
            </span>
          ) : null}
        </div>
      ) : null}
      <p className="price__now">
        <span className="visually-hidden">
          {texts.before !== null ? 'قیمت با تخفیف: ' : 'قیمت: '}
        </span>
        {texts.now}
      </p>
    </div>
  );
}
