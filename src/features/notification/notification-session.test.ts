import { describe, expect, it, vi } from 'vitest';
import { rememberDismissed, wasDismissed } from './notification-session';
import { DISMISSED_NOTIFICATIONS_KEY } from '@/lib/browser/storage-keys';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('dismissed notifications of this session', () => {
  it('remembers a dismissed identifier once', () => {
    const storage = memoryStorage();
    const log = vi.fn();
    expect(wasDismissed(storage, 'n-1', log)).toBe(false);
    rememberDismissed(storage, 'n-1', log);
    rememberDismissed(storage, 'n-1', log);
    expect(wasDismissed(storage, 'n-1', log)).toBe(true);
    expect(wasDismissed(storage, 'n-2', log)).toBe(false);
    expect(storage.items.get(DISMISSED_NOTIFICATIONS_KEY)).toBe('["n-1"]');
    expect(log).not.toHaveBeenCalled();
  });

  it('treats broken or failing storage as empty and logs it', () => {
    const log = vi.fn();
    expect(
      wasDismissed(memoryStorage({ [DISMISSED_NOTIFICATIONS_KEY]: '{oops' }), 'n-1', log),
    ).toBe(false);
    const failing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(wasDismissed(failing, 'n-1', log)).toBe(false);
    expect(() => rememberDismissed(failing, 'n-1', log)).not.toThrow();
    expect(log).toHaveBeenCalledTimes(4);
    expect(wasDismissed(null, 'n-1', log)).toBe(false);
  });
});
