import { requestUrl } from '../../server/request-context';
import { getShopData } from '../../server/shop-data';

export const DEFAULT_SHOP_TITLE = 'فروشگاه اینترنتی';

type Props = { title: string; description?: string; noIndex?: boolean };

/**
 * A page's <title>, meta description and canonical link; React hoists them
 * into <head>.
 */
export async function PageMeta({ title, description, noIndex = false }: Props) {
  const shop = await getShopData();
  const shopTitle = shop?.title || DEFAULT_SHOP_TITLE;
  const url = requestUrl();
  const fullTitle = title === shopTitle ? title : `${title} | ${shopTitle}`;
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={`${url.origin}${url.pathname}`} />
    </>
  );
}
