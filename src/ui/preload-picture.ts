import { preload } from 'react-dom';
import type { PictureAttributes } from '@/lib/images/image-variants';

/**
 * Preloads the page's largest picture (its LCP element) with the same
 * srcset and sizes as its <img>, at high priority, so the browser fetches
 * the variant it will show before it has laid out the page.
 */
export function preloadPicture(picture: PictureAttributes): void {
  preload(picture.src, {
    as: 'image',
    fetchPriority: 'high',
    ...(picture.srcSet ? { imageSrcSet: picture.srcSet, imageSizes: picture.sizes } : {}),
  });
}
