import { describe, expect, it } from 'vitest';
import { READ_NOTIFICATIONS_KEY } from '@/lib/browser/storage-keys';
import { fixtureNotificationId, notificationAlreadyRead } from './notification';

describe('notificationAlreadyRead', () => {
  it('made a minute before midnight (UTC), still marks read the notification shown a minute after', () => {
    const state = notificationAlreadyRead(['http://127.0.0.1:1'], new Date('2026-11-28T23:59:00Z'));
    const [entry] = state.origins[0]!.localStorage;
    expect(entry!.name).toBe(READ_NOTIFICATIONS_KEY);
    const read = JSON.parse(entry!.value) as string[];
    expect(read).toContain(fixtureNotificationId(new Date('2026-11-28T23:59:00Z')));
    expect(read).toContain(fixtureNotificationId(new Date('2026-11-29T00:01:00Z')));
  });
});
