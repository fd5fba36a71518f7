'use client';

import { useId } from 'react';
import { pictureAttributes } from '@/lib/images/image-variants';
import { productPictures } from '@/lib/images/product-images';
import { productPath } from '@/lib/routing/product-path';
import { browserTextStore } from '@/lib/browser/text-store';
import { idKey } from '@/shop-api/id';
import { BidiText } from '@/ui/BidiText';
import { ProductImage } from '@/ui/ProductImage';
import { showToast } from '@/ui/toast/toast-store';
import { RECENTLY_VIEWED_MESSAGES } from './messages';
import { forgetRecent, type RecentProduct } from './recently-viewed';

type Props = { items: readonly RecentProduct[]; imageBaseUrl: string; onCleared: () => void };

/**
 * The row of recently viewed products: small cards that scroll sideways, and a
 * way to empty the list.
 */
export default function RecentlyViewedRow({ items, imageBaseUrl, onCleared }: Props) {
  const titleId = useId();
  return (
    <section className="recent" aria-labelledby={titleId}>
      <div className="recent__head">
        <h2 id={titleId} className="section-title">
          {RECENTLY_VIEWED_MESSAGES.title}
        </h2>
        <button
          type="button"
          className="link-button"
          aria-label={RECENTLY_VIEWED_MESSAGES.clearLabel}
          onClick={() => {
            forgetRecent(browserTextStore('localStorage'));
            onCleared();
            showToast(RECENTLY_VIEWED_MESSAGES.cleared);
          }}
        >
          {RECENTLY_VIEWED_MESSAGES.clear}
        </button>
      </div>
      <ul className="recent__list">
        {items.map((item) => (
          <li key={idKey(item.id)}>
            <a className="recent__card" href={productPath(item)}>
              <ProductImage
                picture={pictureAttributes(
                  productPictures(item.image ? [item.image] : [], imageBaseUrl)[0],
                  'recentCard',
                )}
                alt=""
                width={160}
                height={160}
                className="recent__image"
              />
              <span className="recent__title">
                <BidiText text={item.title} />
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
