import { loadProfilePage } from '@/features/account/profile-page';
import { ProfileFrame } from '@/features/account/ProfileFrame';
import { ProfileTabPanel, ProfileTabs } from '@/features/account/ProfileTabs';
import { answerPage } from '@/features/errors/page-answer';
import { LogoutButton } from '@/features/session/LogoutButton';

/**
 * /Profile (auth guard): tabs kept in the URL — details, addresses, orders,
 * invoices — and logout.
 */
export default async function ProfilePage({ query = '' }: { query?: string }) {
  return answerPage(await loadProfilePage(query), {
    frame: (body, data) => (
      <ProfileFrame stockHolder={data?.profile.isStockHolder ?? false}>{body}</ProfileFrame>
    ),
    view: (data) => (
      <>
        <ProfileTabs current={data.tab} />
        <ProfileTabPanel {...data} />
        <div>
          <LogoutButton />
        </div>
      </>
    ),
  });
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
