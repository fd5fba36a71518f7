import { parseQueuedToasts, stackWith, toastSpec, type ToastOptions, type ToastSpec } from './toast-rules';
import { cookieValue } from '@/lib/cookies';
import { NOTICE_COOKIE, TOAST_QUEUE_KEY } from '@/lib/storage-keys';

/**
 * The shop's toasts in the browser: a tiny store the <Toaster> renders.
 * `showToast` works from any client code; `queueToast` keeps a toast in
 * sessionStorage for the next page (it survives a full redirect).
 */
export type ShownToast = ToastSpec & { id: number };

let toasts: ShownToast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): ShownToast[] {
  return toasts;
}

const NO_TOASTS: ShownToast[] = [];
export function serverToasts(): ShownToast[] {
  return NO_TOASTS;
}

export function showToast(message: string, options: ToastOptions = {}): number {
  return showSpec(toastSpec(message, options));
}

function showSpec(spec: ToastSpec): number {
  const id = nextId++;
  toasts = stackWith(toasts, { ...spec, id });
  emit();
  return id;
}

export function dismissToast(id: number): void {
  const next = toasts.filter((toast) => toast.id !== id);
  if (next.length === toasts.length) return;
  toasts = next;
  emit();
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
