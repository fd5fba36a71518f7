/**
 * "Not again in this browser session": the identifiers of notifications the
 * visitor closed, kept in session storage. Storage that fails is treated as
 * empty, so at worst the notification shows once more.
 */
import { DISMISSED_NOTIFICATIONS_KEY } from '@/lib/browser/storage-keys';
import { appendToStoredList } from './notification-rules';

type Log = (message: string, error?: unknown) => void;

/**
 * Where the notification's components log what they could not do: logged only,
 * never shown to the visitor.
 */
export const logToConsole: Log = (message, error) => console.warn(message, error ?? '');

function readList(storage: Pick<Storage, 'getItem'> | null, log: Log): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(DISMISSED_NOTIFICATIONS_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((item): item is string => typeof item === 'string')
      : [];
  } catch (error) {
    log('[notification] dismissedNotifications could not be read; treating it as empty', error);
    return [];
  }
}

export function wasDismissed(
  storage: Pick<Storage, 'getItem'> | null,
  id: string,
  log: Log,
): boolean {
  return readList(storage, log).includes(id);
}

export function rememberDismissed(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  id: string,
  log: Log,
): void {
  appendToStoredList(storage, DISMISSED_NOTIFICATIONS_KEY, readList(storage, log), id, log);
}

/**
 * window.localStorage or window.sessionStorage, or null where touching it
 * throws (privacy modes).
 */
export function browserStorage(kind: 'localStorage' | 'sessionStorage', log: Log): Storage | null {
  try {
    return window[kind];
  } catch (error) {
    log(`[notification] ${kind} is not available`, error);
    return null;
  }
}
