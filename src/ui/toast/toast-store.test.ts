import { describe, expect, it, vi } from 'vitest';
import { currentToasts, dismissToast, showToast, subscribeToasts } from './toast-store';

describe('the toast store', () => {
  it('shows toasts with their own ids, tells its listeners, and dismisses one by its id', () => {
    const listener = vi.fn();
    const stop = subscribeToasts(listener);
    const first = showToast('یک');
    const second = showToast('دو', { color: 'error' });
    expect(second).toBe(first + 1);
    expect(listener).toHaveBeenCalledTimes(2);
    const shown = currentToasts();
    expect(shown.map((toast) => toast.message)).toEqual(expect.arrayContaining(['یک', 'دو']));
    expect(currentToasts()).toBe(shown);
    dismissToast(first);
    expect(currentToasts().map((toast) => toast.id)).not.toContain(first);
    expect(listener).toHaveBeenCalledTimes(3);
    dismissToast(first);
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    showToast('سه');
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
