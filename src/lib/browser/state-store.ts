/**
 * The state of a browser store (the cart, the favourites, the session, the
 * toasts) for `useSyncExternalStore`: one immutable snapshot, replaced by
 * `update`, and the listeners told of each replacement. The one way client
 * code keeps state outside React (docs/decisions/0043). A component that a
 * page renders many times (a card's button) reads one value computed from the
 * snapshot, a boolean, not the whole state (`useLinePending`, `useFavourite`):
 * React then runs it only when that value changes.
 */
export type StateStore<S> = {
  /** The current snapshot (a new object after every update). */
  readonly state: S;
  update(patch: Partial<S>): void;
  subscribe(listener: () => void): () => void;
  snapshot(): S;
};

export function createStateStore<S extends object>(initial: S): StateStore<S> {
  const listeners = new Set<() => void>();
  const store = {
    state: initial,
    update(patch: Partial<S>): void {
      store.state = { ...store.state, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: (): S => store.state,
  };
  return store;
}
