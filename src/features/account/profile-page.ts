import 'server-only';
import { pageOk, signedInFailure, type PageResult } from '@/features/page-kit/page-result';
import { AUTH_COOKIE } from '@/lib/browser/storage-keys';
import { requestCookie } from '@/server/requests/request-context';
import { requestShopApi } from '@/server/upstream/shop-api';
import { readUserIdFromToken, type ShopApi, type UserProfile } from '@/shop-api/index';
import { profileTabOf, profileTabPath, type ProfileTab } from '@/lib/routing/profile-tabs';

export type ProfilePageData = {
  tab: ProfileTab;
  profile: UserProfile;
  api: ShopApi;
  query: string;
};

/**
 * /Profile: the tab the query names and the shopper's profile. No user in the
 * session cookie, or a 401, is the expired session, whose login comes back to
 * this tab.
 */
export async function loadProfilePage(query: string): Promise<PageResult<ProfilePageData>> {
  const tab = profileTabOf(query);
  const api = requestShopApi();
  const userId = readUserIdFromToken(requestCookie(AUTH_COOKIE));
  if (!userId) return { kind: 'unauthorised', returnTo: profileTabPath(tab) };
  const profile = await api.getProfile(userId);
  if (!profile.ok) return signedInFailure(profile, profileTabPath(tab));
  return pageOk({ tab, profile: profile.value, api, query });
}
