import type { PictureAttributes } from '@/lib/images/image-variants';

/** The shop's logo in a header, 40px, from the image endpoint (see logoPicture). */
export function ShopLogo({ picture }: { picture: PictureAttributes }) {
  return (
    <img
      alt=""
      width={40}
      height={40}
      sizes={picture.sizes}
      srcSet={picture.srcSet}
      src={picture.src}
    />
  );
}
