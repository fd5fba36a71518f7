import type { ShopperApi } from '@/shop-api/browser';
import { readUserIdFromToken } from '@/shop-api/token';
import { userEntityOf, type UserEntity } from '../session/session-rules';
import { runSessionStartTasks, saveToken, saveUser } from '../session/session-store';

/**
 * After login or signup: keep the token, then the user_entity from the profile
 * named by the token. A failed profile fetch is only logged (SPEC §7).
 * Meanwhile the features that follow the session do their part (onSessionStart:
 * the cart merges the visitor's lines, the favourites are read).
 */
export async function startSession(api: ShopperApi, token: string): Promise<UserEntity | null> {
  saveToken(token);
  const [user] = await Promise.all([loadUser(api, token), runSessionStartTasks()]);
  return user;
}

async function loadUser(api: ShopperApi, token: string): Promise<UserEntity | null> {
  const userId = readUserIdFromToken(token);
  if (!userId) {
    console.warn('The session token names no user; the profile was not fetched.');
    return null;
  }
  const profile = await api.getProfile(userId);
  if (!profile.ok) {
    console.warn('The profile could not be fetched after login:', profile.message);
    return null;
  }
  const user = userEntityOf(profile.value);
  saveUser(user);
  return user;
}
