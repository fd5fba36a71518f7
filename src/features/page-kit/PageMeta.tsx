import 'server-only';
import { shopTitle as titleOf } from '@/lib/text/shop-title';
import { requestOrigin, requestUrl } from '@/server/requests/request-context';
import { getShopData } from '@/server/upstream/shop-data';

type Props = {
  title: string;
  description?: string;
  noIndex?: boolean;
  /** The page's canonical path with its query when it differs from the requested one. */
  canonicalPath?: string;
  /** An image for sharing (absolute or same-origin path). */
  image?: string | null;
  /** Open Graph type; 'website' by default. */
  type?: 'website' | 'product';
};

/**
 * A page's <title>, meta description, canonical link and Open Graph tags;
 * React hoists them into <head>.
 */
export async function PageMeta({
  title,
  description,
  noIndex = false,
  canonicalPath,
  image,
  type = 'website',
}: Props) {
  const shopTitle = titleOf(await getShopData());
  const url = requestUrl();
  const origin = requestOrigin();
  const fullTitle = title === shopTitle ? title : `${title} | ${shopTitle}`;
  const canonical = `${origin}${canonicalPath ?? url.pathname}`;
  const imageUrl = image ? new URL(image, origin).href : null;
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={canonical} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={shopTitle} />
      <meta property="og:locale" content="fa_IR" />
      <meta property="og:title" content={fullTitle} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:url" content={canonical} />
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
    </>
  );
}
