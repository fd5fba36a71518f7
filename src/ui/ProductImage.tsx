'use client';

import { useEffect, useRef, useState } from 'react';
import type { PictureAttributes } from '@/lib/images/image-variants';

/** SPEC §3: the picture shown when a product image fails to load. */
const FALLBACK = '/images/fallback.svg';

type Props = {
  picture: PictureAttributes;
  alt: string;
  width: number;
  height: number;
  className?: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
};

/**
 * A picture of the image endpoint (src, srcset and sizes of its slot) that
 * swaps to the fallback picture when it fails, including a failure that
 * happened before hydration (checked once mounted). width and height give
 * the box its shape before the picture arrives.
 */
export function ProductImage({
  picture,
  alt,
  width,
  height,
  className,
  loading = 'lazy',
  fetchPriority,
}: Props) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    setFailed(false);
    const image = ref.current;
    if (image && image.complete && image.naturalWidth === 0) setFailed(true);
  }, [picture.src]);
  return (
    // Loading hints, then sizes before srcset before src: an image made in the
    // browser (a cart line) picks its candidate from them as they are set.
    <img
      ref={ref}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
      sizes={failed ? undefined : picture.sizes}
      srcSet={failed ? undefined : picture.srcSet}
      src={failed ? FALLBACK : picture.src}
      onError={() => setFailed(true)}
    />
  );
}
