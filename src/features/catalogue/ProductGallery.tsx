'use client';

import { useState } from 'react';
import type { PictureAttributes } from '@/lib/images/image-variants';
import { toPersianDigits } from '@/lib/text/persian';
import { ProductImage } from '@/ui/ProductImage';
import { useHydrated } from '@/ui/use-hydrated';

export type GalleryPicture = { main: PictureAttributes; thumb: PictureAttributes };

/**
 * The thumbnails of a phone's first row (4.5rem each in a 390 px screen), in the first screen
 * under the main picture: asked for with the page, not after its first layout as lazy ones are.
 */
const FIRST_ROW_THUMBS = 4;

/** The product's pictures: one large, the others as thumbnails that pick it (once hydrated). */
export function ProductGallery({ pictures, title }: { pictures: GalleryPicture[]; title: string }) {
  const [current, setCurrent] = useState(0);
  const hydrated = useHydrated();
  const shown = pictures[current] ?? pictures[0];
  return (
    <section className="gallery" aria-label="تصاویر محصول">
      <div className="gallery__main">
        {shown ? (
          <ProductImage
            picture={shown.main}
            alt={`${title} — تصویر ${toPersianDigits(current + 1)} از ${toPersianDigits(pictures.length)}`}
            width={600}
            height={600}
            className="gallery__image"
            loading="eager"
            fetchPriority={current === 0 ? 'high' : undefined}
          />
        ) : null}
      </div>
      {pictures.length > 1 ? (
        <ul className="gallery__thumbs">
          {pictures.map((picture, index) => (
            <li key={`${picture.thumb.src}-${index}`}>
              <button
                type="button"
                className="gallery__thumb"
                disabled={!hydrated}
                aria-label={`نمایش تصویر ${toPersianDigits(index + 1)}`}
                aria-pressed={index === current}
                onClick={() => setCurrent(index)}
              >
                <ProductImage
                  picture={picture.thumb}
                  alt=""
                  width={80}
                  height={80}
                  loading={index < FIRST_ROW_THUMBS ? 'eager' : 'lazy'}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
