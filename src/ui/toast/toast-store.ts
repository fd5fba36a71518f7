import {
  parseQueuedToasts,
  stackWith,
  toastSpec,
  type ToastOptions,
  type ToastSpec,
} from './toast-rules';
import { cookieValue } from '@/lib/browser/cookies';
import { createStateStore } from '@/lib/browser/state-store';
import { NOTICE_COOKIE, TOAST_QUEUE_KEY } from '@/lib/browser/storage-keys';

/**
 * The shop's toasts in the browser: a state store (src/lib/browser/state-store.ts) the
 * <Toaster> renders. `showToast` works from any client code; `queueToast` keeps
 * a toast in sessionStorage for the next page (it survives a full redirect).
 */
export type ShownToast = ToastSpec & { id: number };

const store = createStateStore<{ toasts: ShownToast[]; nextId: number }>({ toasts: [], nextId: 1 });

export const subscribeToasts = store.subscribe;

export function currentToasts(): ShownToast[] {
  return store.state.toasts;
}

const NO_TOASTS: ShownToast[] = [];
export function serverToasts(): ShownToast[] {
  return NO_TOASTS;
}

export function showToast(message: string, options: ToastOptions = {}): number {
  return showSpec(toastSpec(message, options));
}

function showSpec(spec: ToastSpec): number {
  const { toasts, nextId: id } = store.state;
  store.update({ toasts: stackWith(toasts, { ...spec, id }), nextId: id + 1 });
  return id;
}

export function dismissToast(id: number): void {
  const { toasts } = store.state;
  const next = toasts.filter((toast) => toast.id !== id);
  if (next.length === toasts.length) return;
  store.update({ toasts: next });
}

/** Keeps a toast for the next page load; shown at once when storage is unavailable. */
export function queueToast(message: string, options: ToastOptions = {}): void {
  const spec = toastSpec(message, options);
  try {
    const queued = parseQueuedToasts(sessionStorage.getItem(TOAST_QUEUE_KEY));
    sessionStorage.setItem(TOAST_QUEUE_KEY, JSON.stringify([...queued, spec]));
  } catch {
    showSpec(spec);
  }
}

/** Shows the toasts queued by the previous page and by the server's guard, once. */
export function flushQueuedToasts(noticeMessages: Record<string, ToastSpec>): void {
  let queued: ToastSpec[] = [];
  try {
    queued = parseQueuedToasts(sessionStorage.getItem(TOAST_QUEUE_KEY));
    sessionStorage.removeItem(TOAST_QUEUE_KEY);
  } catch {
    queued = [];
  }
  const notice = takeNoticeCookie();
  const fromNotice = notice ? noticeMessages[notice] : undefined;
  if (fromNotice) queued.push(fromNotice);
  for (const spec of queued) showSpec(spec);
}

function takeNoticeCookie(): string | null {
  const notice = cookieValue(document.cookie, NOTICE_COOKIE);
  if (notice === null) return null;
  document.cookie = `${NOTICE_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict`;
  return notice || null;
}
