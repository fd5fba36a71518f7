import { shopStateOf } from '@/lib/shop-state';
import { shopTitle as titleOf } from '@/lib/text/shop-title';
import { Icon } from '@/ui/Icon';
import * as iconPaths from '@/ui/icon-paths';
import { getShopData } from '@/server/upstream/shop-data';
import { HOME_PATH } from '@/lib/routing/route-paths';

/** The shop-closed page (SPEC §2): no layout, no guard. Middleware sends 503 while closed. */
export default async function MaintenancePage() {
  const shop = await getShopData();
  const shopTitle = titleOf(shop);
  const deactivated = shopStateOf(shop) === 'deactivated';
  return (
    <main id="main" className="maintenance">
      <title>{`فروشگاه موقتاً در دسترس نیست | ${shopTitle}`}</title>
      <meta name="robots" content="noindex" />
      <div className="maintenance__card card">
        <p className="maintenance__icon">
          <Icon path={iconPaths.tools} />
        </p>
        <h1>
          {deactivated ? 'فروشگاه در حال حاضر غیرفعال است' : 'فروشگاه در حال به‌روزرسانی است'}
        </h1>
        <p className="page__lead">
          {deactivated
            ? `${shopTitle} فعلاً سفارش نمی‌پذیرد. لطفاً بعداً دوباره سر بزنید.`
            : `${shopTitle} برای به‌روزرسانی موقتاً بسته است و به‌زودی بازمی‌گردد. از شکیبایی شما سپاسگزاریم.`}
        </p>
        <a className="button" href={HOME_PATH}>
          تلاش دوباره
        </a>
      </div>
    </main>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
