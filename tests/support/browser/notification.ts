import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { notificationId } from '@/features/notification/notification-rules';
import { loadSeed } from '@/fixture-shop/seed';
import { shopData } from '@/fixture-shop/shop-data';
import { READ_NOTIFICATIONS_KEY } from '@/lib/browser/storage-keys';

const FIXTURES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../fixtures/default',
);

/** The identifier of the fixture shop's notification today (its window counts from the current UTC day). */
export function fixtureNotificationId(now = new Date()): string {
  const data = shopData(loadSeed(FIXTURES).shop, 'default', now);
  return notificationId(data);
}

type StorageState = {
  cookies: [];
  origins: Array<{ origin: string; localStorage: Array<{ name: string; value: string }> }>;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A browser storage state in which the fixture shop's notification is already
 * read, so that it does not cover the page in tests about other things: today's
 * and tomorrow's (UTC), since the state is made once when the config loads and
 * a run may go past midnight. The notification's own tests start from an empty
 * state instead.
 */
export function notificationAlreadyRead(origins: string[], now = new Date()): StorageState {
  const ids = new Set([
    fixtureNotificationId(now),
    fixtureNotificationId(new Date(now.getTime() + DAY_MS)),
  ]);
  const value = JSON.stringify([...ids]);
  return {
    cookies: [],
    origins: origins.map((origin) => ({
      origin,
      localStorage: [{ name: READ_NOTIFICATIONS_KEY, value }],
    })),
  };
}

export const EMPTY_STORAGE: StorageState = { cookies: [], origins: [] };
