import { DEFAULT_RATING } from '@/lib/limits';
import type { ShopPicture } from '@/lib/images/image-variants';
import { productPictures } from '@/lib/images/product-images';
import type { Product } from '@/shop-api/index';
import { priceTexts, type PriceTexts } from '@/ui/price-texts';
import { cartOfferOf, type CartOffer } from '../cart/cart-rules';

/**
 * What a product card shows and sells, and all it is sent: the card is a
 * client component, so its props are the page's payload for it, and a few
 * fields weigh a tenth of the card's markup written again (docs/decisions/0095).
 */
export type CardProduct = CartOffer & {
  rate: number;
  /** The product's first picture (a placeholder when it has none of the shop's own). */
  picture: ShopPicture;
  /** Its price tag's texts, formatted here: the browser then hydrates a card without a number format. */
  prices: PriceTexts;
};

/** `whole`: the home lists' whole-number prices (SPEC §9). */
export function cardProductOf(
  product: Product,
  imageBaseUrl: string,
  { whole = false }: { whole?: boolean } = {},
): CardProduct {
  const [picture] = productPictures(product.images, imageBaseUrl);
  return {
    ...cartOfferOf(product),
    rate: product.rate ?? DEFAULT_RATING,
    picture,
    prices: priceTexts(product, { whole }),
  };
}
