/**
 * The rules of the shop's one toast facility (SPEC §9): colours success or
 * error (anything else is success), 3000 ms by default, the snackbar variant
 * 5000 ms; success is announced politely (status), an error at once (alert).
 */
export type ToastColor = 'success' | 'error';
export type ToastVariant = 'toast' | 'snackbar';

/** SPEC §9: a toast lasts 3000 ms by default, a snackbar 5000 ms. */
export const TOAST_DURATION_MS = 3000;
export const SNACKBAR_DURATION_MS = 5000;

/** A link the toast offers, e.g. «ورود» for a visitor; a same-site path only. */
export type ToastAction = { label: string; href: string };

export type ToastOptions = {
  /** 'success' or 'error'; anything else is success. */
  color?: string;
  variant?: ToastVariant;
  /** Overrides the variant's duration; not a positive finite number → the default. */
  duration?: number;
  action?: ToastAction;
};

export type ToastSpec = {
  message: string;
  color: ToastColor;
  variant: ToastVariant;
  durationMs: number;
  action?: ToastAction;
};

export function toastColor(color: unknown): ToastColor {
  return color === 'error' ? 'error' : 'success';
}

export function toastDuration(variant: ToastVariant | undefined, duration?: number): number {
  if (typeof duration === 'number' && Number.isFinite(duration) && duration > 0) return duration;
  return variant === 'snackbar' ? SNACKBAR_DURATION_MS : TOAST_DURATION_MS;
}

export function toastRole(color: ToastColor): 'status' | 'alert' {
  return color === 'error' ? 'alert' : 'status';
}

export function toastSpec(message: string, options: ToastOptions = {}): ToastSpec {
  const variant: ToastVariant = options.variant === 'snackbar' ? 'snackbar' : 'toast';
  const action = toastAction(options.action);
  return {
    message,
    color: toastColor(options.color),
    variant,
    durationMs: toastDuration(variant, options.duration),
    ...(action ? { action } : {}),
  };
}

/** An action kept only when it has a label and a same-site path ('/x', never '//host'). */
export function toastAction(action: unknown): ToastAction | null {
  if (typeof action !== 'object' || action === null) return null;
  const { label, href } = action as Record<string, unknown>;
  if (typeof label !== 'string' || label.trim() === '' || typeof href !== 'string') return null;
  if (!/^\/(?![/\\])/.test(href)) return null;
  return { label, href };
}

/**
 * Toasts queued for the next page (kept in sessionStorage across a full
 * redirect) read back tolerantly: anything unreadable is dropped.
 */
export function parseQueuedToasts(text: string | null): ToastSpec[] {
  if (!text) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { message, color, variant, durationMs, action } = entry as Record<string, unknown>;
    if (typeof message !== 'string' || message.trim() === '') return [];
    return [
      toastSpec(message, {
        color: typeof color === 'string' ? color : undefined,
        variant: variant === 'snackbar' ? 'snackbar' : 'toast',
        duration: typeof durationMs === 'number' ? durationMs : undefined,
        action: toastAction(action) ?? undefined,
      }),
    ];
  });
}

/** At most this many toasts are on screen; the oldest leave first. */
export const MAX_VISIBLE_TOASTS = 4;

export function stackWith<T>(stack: readonly T[], next: T, max = MAX_VISIBLE_TOASTS): T[] {
  return [...stack, next].slice(-max);
}
