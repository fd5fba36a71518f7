import 'server-only';
import { Link } from 'waku';
import { getShopData } from '@/server/upstream/shop-data';
import { shopTitle } from '@/lib/text/shop-title';
import type { ProfilePageData } from './profile-page';
import { PROFILE_TABS, profileTabPath, type ProfileTab } from '@/lib/routing/profile-tabs';
import { ProfileDetails } from './ProfileDetails';

/** The profile's tabs, each a link that keeps the scroll where it is. */
export function ProfileTabs({ current }: { current: ProfileTab }) {
  return (
    <nav aria-label="بخش‌های حساب کاربری">
      <ul className="tabs">
        {PROFILE_TABS.map((candidate) => (
          <li key={candidate.id}>
            <Link
              to={profileTabPath(candidate.id)}
              aria-current={candidate.id === current ? 'page' : undefined}
              scroll={false}
            >
              {candidate.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The shown tab's panel under its heading. */
export function ProfileTabPanel(data: ProfilePageData) {
  return (
    <div className="card profile__panel">
      <h2>{PROFILE_TABS.find((candidate) => candidate.id === data.tab)?.label ?? ''}</h2>
      <TabBody {...data} />
    </div>
  );
}

/**
 * Each tab's server code is imported when that tab is shown. Waku puts the
 * client components of a server chunk into one client chunk, so a tab in its
 * own server chunk sends its client code (the address form and map, the order
 * and invoice lists, the calendar) only to the page that shows it.
 */
async function TabBody({ tab, api, profile, query }: ProfilePageData) {
  switch (tab) {
    case 'details':
      return <ProfileDetails initial={profile} />;
    case 'addresses': {
      const { AddressesTab } = await import('./AddressesTab');
      return <AddressesTab api={api} />;
    }
    case 'orders': {
      const { OrdersTab } = await import('../orders/OrdersTab');
      return <OrdersTab api={api} query={query} />;
    }
    case 'invoices': {
      const [{ InvoicesTab }, shop] = await Promise.all([
        import('../invoices/InvoicesTab'),
        getShopData(),
      ]);
      return <InvoicesTab api={api} query={query} shopTitle={shopTitle(shop)} />;
    }
  }
}
