import { CartView } from '@/features/cart/CartView';
import { PageMeta } from '@/features/page-kit/PageMeta';

/**
 * /cart: open to visitors too (their cart is kept in the browser); the cart
 * itself is the browser's, so the page renders it on the client.
 */
export default function CartPage() {
  return (
    <section className="page container" aria-labelledby="page-title">
      <PageMeta title="سبد خرید" description="محصولاتی که برای خرید انتخاب کرده‌اید." noIndex />
      <h1 id="page-title">سبد خرید</h1>
      <CartView />
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
