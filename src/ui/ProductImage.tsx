'use client';

import { useEffect, useRef, useState } from 'react';

/** SPEC §3: the picture shown when a product image fails to load. */
const FALLBACK = '/images/fallback.svg';

type Props = {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
};

/**
 * An image that swaps to the fallback picture when it fails, including a
 * failure that happened before hydration (checked once mounted).
 */
export function ProductImage({ src, alt, width, height, className, loading = 'lazy', fetchPriority }: Props) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    setFailed(false);
    const image = ref.current;
    if (image && image.complete && image.naturalWidth === 0) setFailed(true);
  }, [src]);
  return (
    <img
      ref={ref}
      src={failed ? FALLBACK : src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
      onError={() => setFailed(true)}
    />
  );
}
