import { describe, expect, it, vi } from 'vitest';
import {
  NOTIFICATION_DELAY_MS,
  decideNotification,
  markRead,
  notificationId,
  readReadList,
  remainingTimeText,
} from './notification-rules';
import { READ_NOTIFICATIONS_KEY } from '@/lib/browser/storage-keys';

const base = {
  notificationContent: '<p>تخفیف ویژه</p>',
  notificationActivation: '2026-11-20T00:00:00Z',
  notificationExpiration: '2026-11-30T00:00:00Z',
};
const inside = new Date('2026-11-22T10:00:00Z');

describe('notification rules (SPEC §5)', () => {
  it('has the constants of SPEC', () => {
    expect(READ_NOTIFICATIONS_KEY).toBe('readNotifications');
    expect(NOTIFICATION_DELAY_MS).toBe(500);
  });

  it('shows a notification inside its window', () => {
    const decision = decideNotification(base, inside, []);
    expect(decision).toMatchObject({ show: true, rule: 'shown', id: notificationId(base) });
  });

  it.each([
    ['empty', ''],
    ['whitespace-only', '  \n\t '],
    ['missing', null],
  ])('hides %s content', (_label, content) => {
    expect(decideNotification({ ...base, notificationContent: content }, inside, [])).toMatchObject(
      {
        show: false,
        rule: 'empty-content',
      },
    );
  });

  it.each([
    ['notificationActivation', null, 'missing-activation'],
    ['notificationActivation', 'not a date', 'invalid-activation'],
    ['notificationExpiration', undefined, 'missing-expiration'],
    ['notificationExpiration', '2026-13-45', 'invalid-expiration'],
  ])('hides when %s is %s', (field, value, rule) => {
    expect(decideNotification({ ...base, [field]: value }, inside, [])).toMatchObject({
      show: false,
      rule,
    });
  });

  it('hides before activation, shows at activation and at expiration (inclusive), hides after', () => {
    const activation = new Date(base.notificationActivation);
    const expiration = new Date(base.notificationExpiration);
    expect(decideNotification(base, new Date(activation.getTime() - 1), []).rule).toBe(
      'not-yet-active',
    );
    expect(decideNotification(base, activation, []).show).toBe(true);
    expect(decideNotification(base, expiration, []).show).toBe(true);
    expect(decideNotification(base, new Date(expiration.getTime() + 1), []).rule).toBe('expired');
  });

  it('hides an identifier already read', () => {
    expect(decideNotification(base, inside, [notificationId(base)])).toMatchObject({
      show: false,
      rule: 'already-read',
    });
  });

  it('derives the identifier from content, activation and expiration together', () => {
    const id = notificationId(base);
    expect(notificationId({ ...base })).toBe(id);
    expect(notificationId({ ...base, notificationContent: '<p>دیگر</p>' })).not.toBe(id);
    expect(notificationId({ ...base, notificationActivation: '2026-11-21T00:00:00Z' })).not.toBe(
      id,
    );
    expect(notificationId({ ...base, notificationExpiration: '2026-12-01T00:00:00Z' })).not.toBe(
      id,
    );
  });

  it('gives the remaining time in Persian hours and minutes', () => {
    expect(remainingTimeText((3 * 60 + 25) * 60_000)).toBe('۳ ساعت و ۲۵ دقیقه');
    expect(remainingTimeText(2 * 3_600_000)).toBe('۲ ساعت');
    expect(remainingTimeText(45 * 60_000 + 59_000)).toBe('۴۵ دقیقه');
    expect(remainingTimeText(30_000)).toBe('کمتر از یک دقیقه');
    expect(remainingTimeText(-5)).toBe('کمتر از یک دقیقه');
  });
});

describe('read list storage', () => {
  const memory = () => {
    const data = new Map<string, string>();
    return {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
    };
  };

  it('reads and writes the read list', () => {
    const storage = memory();
    const log = vi.fn();
    markRead(storage, 'n-1', log);
    markRead(storage, 'n-1', log);
    markRead(storage, 'n-2', log);
    expect(readReadList(storage, log)).toEqual(['n-1', 'n-2']);
    expect(log).not.toHaveBeenCalled();
  });

  it('treats storage that throws as an empty list, and logs it', () => {
    const log = vi.fn();
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
    };
    expect(readReadList(throwing, log)).toEqual([]);
    markRead(throwing, 'n-1', log);
    expect(log).toHaveBeenCalled();
  });

  it('treats broken JSON or a non-list as empty, and logs it', () => {
    const log = vi.fn();
    expect(readReadList({ getItem: () => '{oops' }, log)).toEqual([]);
    expect(readReadList({ getItem: () => '{"a":1}' }, log)).toEqual([]);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('reads a missing storage as empty', () => {
    expect(readReadList(null, vi.fn())).toEqual([]);
  });
});
