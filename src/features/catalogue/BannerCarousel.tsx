'use client';

import { useCallback, useEffect, useState } from 'react';
import type { PictureAttributes } from '@/lib/images/image-variants';
import { toPersianDigits } from '@/lib/text/persian';
import { ProductImage } from '@/ui/ProductImage';
import { useHydrated } from '@/ui/use-hydrated';
import type { Id } from '@/shop-api/id';

export type BannerSlide = {
  id: Id;
  title: string;
  description: string | null;
  href: string | null;
  picture: PictureAttributes;
  /** The picture's URL for og:image. */
  shareUrl: string;
};

const AUTOPLAY_MS = 6000;

/**
 * The home banners: one slide shown at a time in a box of fixed aspect ratio
 * (no layout shift). Previous/next buttons and slide pickers work with the
 * keyboard, and are disabled until hydration; autoplay stops on hover and
 * focus, when the shopper presses pause, and never starts under
 * prefers-reduced-motion.
 */
export function BannerCarousel({ slides }: { slides: BannerSlide[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(true);
  const hydrated = useHydrated();
  const count = slides.length;

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReducedMotion(query.matches);
    const listener = (event: MediaQueryListEvent) => setReducedMotion(event.matches);
    query.addEventListener('change', listener);
    return () => query.removeEventListener('change', listener);
  }, []);

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  const playing = count > 1 && !paused && !hovered && !focused && !reducedMotion;
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => go(index + 1), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [playing, index, go]);

  if (count === 0) return null;
  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label="بنرهای فروشگاه"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="carousel__viewport" aria-live={playing ? 'off' : 'polite'}>
        {slides.map((slide, slideIndex) => {
          const content = (
            <>
              <ProductImage
                picture={slide.picture}
                alt=""
                width={1200}
                height={400}
                className="carousel__image"
                loading={slideIndex === 0 ? 'eager' : 'lazy'}
                fetchPriority={slideIndex === 0 ? 'high' : undefined}
              />
              <span className="carousel__caption">
                <strong>{slide.title}</strong>
                {slide.description ? <span>{slide.description}</span> : null}
              </span>
            </>
          );
          return (
            <div
              key={slide.id}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${toPersianDigits(slideIndex + 1)} از ${toPersianDigits(count)}: ${slide.title}`}
              hidden={slideIndex !== index}
            >
              {slide.href ? (
                <a className="carousel__link" href={slide.href}>
                  {content}
                </a>
              ) : (
                <div className="carousel__link">{content}</div>
              )}
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__button"
            disabled={!hydrated}
            onClick={() => go(index - 1)}
            aria-label="بنر قبلی"
          >
            <span aria-hidden="true">›</span>
          </button>
          <ul className="carousel__dots">
            {slides.map((slide, slideIndex) => (
              <li key={slide.id}>
                <button
                  type="button"
                  className="carousel__dot"
                  disabled={!hydrated}
                  aria-label={`نمایش بنر ${toPersianDigits(slideIndex + 1)}: ${slide.title}`}
                  aria-current={slideIndex === index ? 'true' : undefined}
                  onClick={() => go(slideIndex)}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="carousel__button"
            disabled={!hydrated}
            onClick={() => go(index + 1)}
            aria-label="بنر بعدی"
          >
            <span aria-hidden="true">‹</span>
          </button>
          {!reducedMotion ? (
            <button
              type="button"
              className="carousel__button carousel__pause"
              onClick={() => setPaused((value) => !value)}
            >
              {paused ? 'پخش خودکار' : 'توقف'}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
