import { Link } from 'waku';
import type { ShopApi } from '@/shop-api/index';
import { Pagination } from '@/ui/Pagination';
import { idParam, pageParam } from '@/lib/routing/query-params';
import { profileTabPath } from '@/lib/routing/profile-tabs';
import { LocalOrderDetail } from './LocalOrderDetail';
import { OrdersList } from './OrdersList';
import { OrderDetailView } from './OrderDetailView';
import { shopOrderDetail } from './order-views';
import { FormErrorBanner } from '@/ui/form/FormErrorBanner';
import { ORDER_MESSAGES } from './messages';

function BackToOrders() {
  return (
    <p>
      <Link to={profileTabPath('orders')} scroll={false}>
        بازگشت به فهرست سفارش‌ها
      </Link>
    </p>
  );
}

/**
 * The profile's orders tab: GET …/users/orders (20 a page) merged with the
 * local records, and one order's detail (`order=` a shop id, `local=` a local record).
 */
export async function OrdersTab({ api, query }: { api: ShopApi; query: string }) {
  const params = new URLSearchParams(query);
  const localId = idParam(params, 'local');
  if (localId && /^\d+$/.test(localId)) {
    return (
      <>
        <BackToOrders />
        <LocalOrderDetail id={Number(localId)} />
      </>
    );
  }
  const orderId = idParam(params, 'order');
  if (orderId) {
    const answer = await api.getOrder(orderId);
    return (
      <>
        <BackToOrders />
        {answer.ok ? (
          <OrderDetailView order={shopOrderDetail(answer.value)} />
        ) : (
          <FormErrorBanner>
            {answer.kind === 'notFound' ? ORDER_MESSAGES.notFound : answer.message}
          </FormErrorBanner>
        )}
      </>
    );
  }
  const page = pageParam(params);
  const answer = await api.getOrders({ page });
  return (
    <>
      {answer.ok ? null : <FormErrorBanner>{answer.message}</FormErrorBanner>}
      <OrdersList shopOrders={answer.ok ? answer.value.items : []} withLocal={page === 1} />
      {answer.ok ? (
        <Pagination
          page={page}
          totalPages={answer.value.totalPages}
          hrefFor={(n) => profileTabPath('orders', n === 1 ? {} : { page: n })}
          label="صفحه‌های سفارش‌ها"
        />
      ) : null}
    </>
  );
}
