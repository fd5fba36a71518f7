'use client';

import { useState } from 'react';
import { toPersianDigits } from '../../lib/persian';
import { ProductImage } from '../../ui/ProductImage';

/** The product's pictures: one large, the others as thumbnails that pick it. */
export function ProductGallery({ images, title }: { images: string[]; title: string }) {
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0] ?? '';
  return (
    <section className="gallery" aria-label="تصاویر محصول">
      <div className="gallery__main">
        <ProductImage
          src={shown}
          alt={`${title} — تصویر ${toPersianDigits(current + 1)} از ${toPersianDigits(images.length)}`}
          width={600}
          height={600}
          className="gallery__image"
          loading="eager"
          fetchPriority="high"
        />
      </div>
      {images.length > 1 ? (
        <ul className="gallery__thumbs">
          {images.map((image, index) => (
            <li key={`${image}-${index}`}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={`نمایش تصویر ${toPersianDigits(index + 1)}`}
                aria-pressed={index === current}
                onClick={() => setCurrent(index)}
              >
                <ProductImage src={image} alt="" width={80} height={80} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
