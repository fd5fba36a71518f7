import type { Cart } from '@/shop-api/browser';
import { linePicture } from '@/lib/images/image-paths';
import { LineItemsTable } from '@/ui/LineItemsTable';

/**
 * The cart's lines for checking before an order: picture, unit, amount, price,
 * discount, line total.
 */
export function CartReview({ cart }: { cart: Cart }) {
  const items = cart.items.map((item) => ({
    key: `${item.productId}-${item.unitId}`,
    title: item.productName,
    unitName: item.unitName,
    amount: item.amount,
    price: item.price,
    discount: Math.max(0, item.totalPrice - item.totalPriceWithDiscount),
    total: item.totalPriceWithDiscount,
    picture: linePicture(item.productId, 'lineThumb'),
  }));
  return (
    <LineItemsTable caption="اقلام سفارش" items={items} columns={{ unit: true, discount: true }} />
  );
}
