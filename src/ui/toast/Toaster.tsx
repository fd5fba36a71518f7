'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { toastRole } from './toast-rules';
import {
  currentToasts,
  dismissToast,
  serverToasts,
  subscribeToasts,
  type ShownToast,
} from './toast-store';

/** The stack of toasts, rendered once in the root. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, serverToasts);
  return (
    <section className="toaster" aria-label="اعلان‌ها">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </section>
  );
}

function ToastItem({ toast }: { toast: ShownToast }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.durationMs);
  const startedAt = useRef(0);

  useEffect(() => {
    if (paused) return;
    startedAt.current = Date.now();
    const timer = setTimeout(() => dismissToast(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(500, remaining.current - (Date.now() - startedAt.current));
    };
  }, [paused, toast.id]);

  return (
    <div
      className={`toast toast--${toast.color} toast--${toast.variant}`}
      role={toastRole(toast.color)}
      aria-live={toast.color === 'error' ? 'assertive' : 'polite'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <p className="toast__message">{toast.message}</p>
      {toast.action ? (
        <a className="toast__action" href={toast.action.href}>
          {toast.action.label}
        </a>
      ) : null}
      <button
        className="toast__close"
        type="button"
        aria-label="بستن اعلان"
        onClick={() => dismissToast(toast.id)}
      >
        ×
      </button>
    </div>
  );
}
