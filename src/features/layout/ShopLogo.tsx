import type { PictureAttributes } from '@/lib/images/image-variants';

/**
 * The shop's logo in a header, 40px, from the image endpoint (see logoPicture). It is in the
 * first screen of every page, and 1.8 kB: asked for at high priority (React writes its head
 * preload so too), or a phone's HTTP/1.1 queue holds it behind the page's scripts, a second
 * after the first paint (docs/quality.md, "the header's logo with the first paint").
 */
export function ShopLogo({ picture }: { picture: PictureAttributes }) {
  return (
    <img
      alt=""
      width={40}
      height={40}
      fetchPriority="high"
      sizes={picture.sizes}
      srcSet={picture.srcSet}
      src={picture.src}
    />
  );
}
