/**
 * The requests behind the box's suggestions: each query waits `delayMs` of
 * quiet typing (debounce) before it is asked; asking a newer one cancels the
 * wait and aborts the request of the older one; and an answer is delivered
 * only when it is for the newest query asked, so an older answer that arrives
 * late never replaces a newer one.
 *
 * Not src/lib/browser/latest-wins.ts: that one keeps remote writes in order (a newer
 * value waits for the request out); a search wants the older request gone.
 */
export type SuggestionRequests = {
  /** The newest query: asked after the pause, the older one abandoned. */
  ask(query: string): void;
  /** Abandons whatever is waiting or out (the box emptied, the part unmounted). */
  cancel(): void;
};

export type SuggestionRequestOptions<T> = {
  delayMs: number;
  /**
   * Reads the answer of a query (a failure is an answer too); rejects only when
   * `signal` aborts.
   */
  load: (query: string, signal: AbortSignal) => Promise<T>;
  /** The answer of the newest query. */
  onAnswer: (query: string, answer: T) => void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
};

export function createSuggestionRequests<T>({
  delayMs,
  load,
  onAnswer,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: SuggestionRequestOptions<T>): SuggestionRequests {
  let newest = 0;
  let timer: unknown = null;
  let out: AbortController | null = null;

  function abandon(): void {
    newest += 1;
    if (timer !== null) clearTimer(timer);
    timer = null;
    out?.abort();
    out = null;
  }

  return {
    ask(query) {
      abandon();
      const ticket = newest;
      timer = setTimer(() => {
        timer = null;
        const controller = new AbortController();
        out = controller;
        load(query, controller.signal).then(
          (answer) => {
            if (ticket !== newest) return;
            out = null;
            onAnswer(query, answer);
          },
          () => undefined,
        );
      }, delayMs);
    },
    cancel: abandon,
  };
}
