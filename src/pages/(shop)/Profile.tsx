import { Link } from 'waku';
import { ProfileDetails } from '@/features/account/ProfileDetails';
import { PROFILE_TABS, profileTabOf, profileTabPath, type ProfileTab } from '@/features/account/profile-tabs';
import { DEFAULT_SHOP_TITLE, PageMeta } from '@/server/PageMeta';
import { LogoutButton } from '@/features/session/LogoutButton';
import { SessionExpired } from '@/features/session/SessionExpired';
import { readUserIdFromToken, type ShopApi } from '@/shop-api/index';
import { requestCookie } from '@/server/request-context';
import { getShopData } from '@/server/shop-data';
import { requestShopApi } from '@/server/shop-api';
import { AUTH_COOKIE } from '@/lib/storage-keys';
import { FormErrorBanner } from '@/ui/form/FormErrorBanner';

/** /Profile (auth guard): tabs kept in the URL — details, addresses, orders, invoices — and logout. */
export default async function ProfilePage({ query }: { query?: string }) {
  const tab = profileTabOf(query);
  const api = requestShopApi();
  const userId = readUserIdFromToken(requestCookie(AUTH_COOKIE));
  const profile = userId ? await api.getProfile(userId) : null;
  const expired = !profile || (!profile.ok && profile.kind === 'unauthorized');
  const title = PROFILE_TABS.find((candidate) => candidate.id === tab)?.label ?? '';
  return (
    <section className="page container profile" aria-labelledby="page-title">
      <PageMeta title="حساب کاربری" description="مشخصات، نشانی‌ها، سفارش‌ها و فاکتورهای شما." noIndex />
      <div className="profile__header">
        <h1 id="page-title">حساب کاربری</h1>
        {profile?.ok && profile.value.isStockHolder ? <span className="badge badge--stock-holder">سهامدار</span> : null}
      </div>
      {expired ? (
        <SessionExpired returnTo={profileTabPath(tab)} />
      ) : !profile.ok ? (
        <FormErrorBanner>{profile.message}</FormErrorBanner>
      ) : (
        <>
          <nav aria-label="بخش‌های حساب کاربری">
            <ul className="tabs">
              {PROFILE_TABS.map((candidate) => (
                <li key={candidate.id}>
                  <Link to={profileTabPath(candidate.id)} aria-current={candidate.id === tab ? 'page' : undefined} scroll={false}>
                    {candidate.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="card profile__panel">
            <h2>{title}</h2>
            <TabPanel tab={tab} api={api} profile={profile.value} query={query ?? ''} />
          </div>
          <div>
            <LogoutButton />
          </div>
        </>
      )}
    </section>
  );
}

type TabProps = { tab: ProfileTab; api: ShopApi; profile: Parameters<typeof ProfileDetails>[0]['initial']; query: string };

/**
 * Each tab's server code is imported when that tab is shown. Waku puts the
 * client components of a server chunk into one client chunk, so a tab in its
 * own server chunk sends its client code (the address form and map, the order
 * and invoice lists, the calendar) only to the page that shows it.
 */
async function TabPanel({ tab, api, profile, query }: TabProps) {
  switch (tab) {
    case 'details':
      return <ProfileDetails initial={profile} />;
    case 'addresses': {
      const { AddressesTab } = await import('@/features/account/AddressesTab');
      return <AddressesTab api={api} />;
    }
    case 'orders': {
      const { OrdersTab } = await import('@/features/orders/OrdersTab');
      return <OrdersTab api={api} query={query} />;
    }
    case 'invoices': {
      const [{ InvoicesTab }, shop] = await Promise.all([import('@/features/invoices/InvoicesTab'), getShopData()]);
      return <InvoicesTab api={api} query={query} shopTitle={shop?.title || DEFAULT_SHOP_TITLE} />;
    }
  }
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
