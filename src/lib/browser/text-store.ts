/**
 * Text kept in the browser (local or session storage) behind a small
 * interface, so that logic can be tested with the in-memory store. Storage
 * that throws (privacy modes, full quota) never escapes: reads give null,
 * failed writes are logged.
 */
export type TextStore = {
  read(key: string): string | null;
  write(key: string, value: string): void;
  remove(key: string): void;
};

export function browserTextStore(kind: 'localStorage' | 'sessionStorage'): TextStore {
  const storage = (): Storage | null => {
    try {
      return window[kind];
    } catch {
      return null;
    }
  };
  return {
    read(key) {
      try {
        return storage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    write(key, value) {
      try {
        storage()?.setItem(key, value);
      } catch (error) {
        console.warn(`${kind} could not keep "${key}".`, error);
      }
    },
    remove(key) {
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing kept, nothing to remove.
      }
    },
  };
}

export function memoryTextStore(
  initial: Record<string, string> = {},
): TextStore & { entries(): Record<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    read: (key) => values.get(key) ?? null,
    write: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
    entries: () => Object.fromEntries(values),
  };
}

/** Stored JSON read back; null when missing or unreadable. */
export function readJson(store: TextStore, key: string): unknown {
  const text = store.read(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
