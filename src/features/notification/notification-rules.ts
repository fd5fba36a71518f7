/**
 * The notification rules of SPEC §4 and §5, as one pure module shared by the
 * storefront's dialog and the `shop notification check` command.
 */
import { toPersianDigits } from '@/lib/text/persian';
import { READ_NOTIFICATIONS_KEY } from '@/lib/browser/storage-keys';

/** SPEC §9: the notification dialog's delay. */
export const NOTIFICATION_DELAY_MS = 500;

export type NotificationFields = {
  notificationContent?: string | null;
  notificationActivation?: string | null;
  notificationExpiration?: string | null;
};

/** Why a notification is or is not shown; one value per rule of SPEC §5. */
export type NotificationRule =
  | 'shown'
  | 'empty-content'
  | 'missing-activation'
  | 'invalid-activation'
  | 'missing-expiration'
  | 'invalid-expiration'
  | 'not-yet-active'
  | 'expired'
  | 'already-read';

export type NotificationDecision =
  | {
      show: true;
      rule: 'shown';
      id: string;
      activation: Date;
      expiration: Date;
      remainingMs: number;
    }
  | { show: false; rule: Exclude<NotificationRule, 'shown'>; id: string | null };

export const RULE_DESCRIPTIONS: Record<NotificationRule, string> = {
  shown: 'content present, window open and not read: shown',
  'empty-content': 'notificationContent is empty after trimming',
  'missing-activation': 'notificationActivation is missing',
  'invalid-activation': 'notificationActivation is not a valid date',
  'missing-expiration': 'notificationExpiration is missing',
  'invalid-expiration': 'notificationExpiration is not a valid date',
  'not-yet-active': 'the current time is before notificationActivation',
  expired: 'the current time is after notificationExpiration',
  'already-read': 'the identifier is in the read list',
};

/** cyrb53: a small, stable, non-cryptographic string hash (same result in Node and browsers). */
function cyrb53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * The identifier of a notification: a stable hash of content, activation and
 * expiration together.
 */
export function notificationId(fields: NotificationFields): string {
  const parts = [
    fields.notificationContent ?? '',
    fields.notificationActivation ?? '',
    fields.notificationExpiration ?? '',
  ];
  return `n-${cyrb53(parts.join('\u0000'))}`;
}

function parseDate(value: string | null | undefined): Date | 'missing' | 'invalid' {
  if (value === null || value === undefined || value.trim() === '') return 'missing';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'invalid' : date;
}

/**
 * What the browser needs to decide (SPEC §5) once the rules that need no clock
 * have passed: the identifier and the window, derived on the server so that the
 * raw fields never reach the browser.
 */
export type NotificationWindow = { id: string; activation: Date; expiration: Date };

/** The rules that need no clock: content, and both dates present and valid. */
export function notificationWindow(fields: NotificationFields):
  | NotificationWindow
  | {
      show: false;
      rule: Exclude<NotificationRule, 'shown' | 'not-yet-active' | 'expired' | 'already-read'>;
      id: string | null;
    } {
  if (!fields.notificationContent || fields.notificationContent.trim() === '') {
    return { show: false, rule: 'empty-content', id: null };
  }
  const id = notificationId(fields);
  const activation = parseDate(fields.notificationActivation);
  if (activation === 'missing') return { show: false, rule: 'missing-activation', id };
  if (activation === 'invalid') return { show: false, rule: 'invalid-activation', id };
  const expiration = parseDate(fields.notificationExpiration);
  if (expiration === 'missing') return { show: false, rule: 'missing-expiration', id };
  if (expiration === 'invalid') return { show: false, rule: 'invalid-expiration', id };
  return { id, activation, expiration };
}

/** The rules that need the clock and the read list, over a window. */
export function decideWindow(
  window: NotificationWindow,
  now: Date,
  readIds: readonly string[],
): NotificationDecision {
  const { id, activation, expiration } = window;
  if (now.getTime() < activation.getTime()) return { show: false, rule: 'not-yet-active', id };
  if (now.getTime() > expiration.getTime()) return { show: false, rule: 'expired', id };
  if (readIds.includes(id)) return { show: false, rule: 'already-read', id };
  return {
    show: true,
    rule: 'shown',
    id,
    activation,
    expiration,
    remainingMs: expiration.getTime() - now.getTime(),
  };
}

/** Decides whether the notification is shown (SPEC §5), and which rule decides. */
export function decideNotification(
  fields: NotificationFields,
  now: Date,
  readIds: readonly string[],
): NotificationDecision {
  const window = notificationWindow(fields);
  return 'show' in window ? window : decideWindow(window, now, readIds);
}

/** Remaining time to expiry in Persian hours and minutes (SPEC §5), e.g. '۳ ساعت و ۲۵ دقیقه'. */
export function remainingTimeText(remainingMs: number): string {
  const totalMinutes = Math.max(0, Math.floor(remainingMs / 60_000));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0 && minutes === 0) return 'کمتر از یک دقیقه';
  const parts: string[] = [];
  if (hours > 0) parts.push(`${toPersianDigits(hours)} ساعت`);
  if (minutes > 0) parts.push(`${toPersianDigits(minutes)} دقیقه`);
  return parts.join(' و ');
}

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'getItem' | 'setItem'>;
type Log = (message: string, error?: unknown) => void;

/**
 * The read list from storage; unreadable or broken storage is logged and read
 * as empty (SPEC §8).
 */
export function readReadList(storage: ReadableStorage | null, log: Log): string[] {
  try {
    const raw = storage?.getItem(READ_NOTIFICATIONS_KEY) ?? null;
    if (raw === null) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) {
      log('[notification] readNotifications is not a list; treating it as empty');
      return [];
    }
    return parsed.filter((item): item is string => typeof item === 'string');
  } catch (error) {
    log('[notification] readNotifications could not be read; treating it as empty', error);
    return [];
  }
}

/** Adds an identifier to the read list; a failing storage is logged, never thrown. */
export function markRead(storage: WritableStorage | null, id: string, log: Log): void {
  appendToStoredList(storage, READ_NOTIFICATIONS_KEY, readReadList(storage, log), id, log);
}

/**
 * Adds an identifier to the list `list` (what is stored under `key` now), kept
 * as JSON; a failing storage is logged, never thrown.
 */
export function appendToStoredList(
  storage: WritableStorage | null,
  key: string,
  list: readonly string[],
  id: string,
  log: Log,
): void {
  if (list.includes(id)) return;
  try {
    storage?.setItem(key, JSON.stringify([...list, id]));
  } catch (error) {
    log(`[notification] ${key} could not be written`, error);
  }
}
