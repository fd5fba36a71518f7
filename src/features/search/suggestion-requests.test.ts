import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSuggestionRequests } from './suggestion-requests';

/**
 * A load whose answers the test gives out, in any order; it records the
 * queries sent and the aborted ones. `ignoresAbort`: an answer already on its
 * way when the abort came still arrives.
 */
function manualLoad({ ignoresAbort = false } = {}) {
  const sent: string[] = [];
  const aborted: string[] = [];
  const pending = new Map<string, (answer: string) => void>();
  const load = (query: string, signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      sent.push(query);
      pending.set(query, resolve);
      signal.addEventListener('abort', () => {
        aborted.push(query);
        if (!ignoresAbort) reject(signal.reason);
      });
    });
  return {
    load,
    sent,
    aborted,
    answer: (query: string) => pending.get(query)?.(`answer to ${query}`),
  };
}

/**
 * Suggestion requests after 150 ms of quiet over a manual load, keeping each
 * answer delivered with its query.
 */
function typing(options?: { ignoresAbort?: boolean }) {
  const shop = manualLoad(options);
  const answers: Array<[string, string]> = [];
  const requests = createSuggestionRequests({
    delayMs: 150,
    load: shop.load,
    onAnswer: (q, a) => answers.push([q, a]),
  });
  return { shop, answers, requests };
}

describe('suggestion requests', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for 150 ms of quiet: quick typing asks only the last query', async () => {
    const { shop, answers, requests } = typing();
    requests.ask('دف');
    await vi.advanceTimersByTimeAsync(100);
    requests.ask('دفت');
    await vi.advanceTimersByTimeAsync(100);
    requests.ask('دفتر');
    await vi.advanceTimersByTimeAsync(149);
    expect(shop.sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(shop.sent).toEqual(['دفتر']);
    shop.answer('دفتر');
    await vi.advanceTimersByTimeAsync(0);
    expect(answers).toEqual([['دفتر', 'answer to دفتر']]);
  });

  it('a newer query aborts the older request, and the older answer arriving late is never delivered', async () => {
    const { shop, answers, requests } = typing({ ignoresAbort: true });
    requests.ask('دف');
    await vi.advanceTimersByTimeAsync(150);
    requests.ask('دفتر');
    expect(shop.aborted).toEqual(['دف']);
    await vi.advanceTimersByTimeAsync(150);
    shop.answer('دفتر');
    // The older answer comes last (a load that ignores its signal): it is dropped.
    shop.answer('دف');
    await vi.advanceTimersByTimeAsync(0);
    expect(answers).toEqual([['دفتر', 'answer to دفتر']]);
  });

  it('cancel drops what waits and what is out', async () => {
    const { shop, answers, requests } = typing();
    requests.ask('کتاب');
    await vi.advanceTimersByTimeAsync(150);
    requests.ask('کتابخانه');
    requests.cancel();
    await vi.advanceTimersByTimeAsync(1_000);
    shop.answer('کتاب');
    await vi.advanceTimersByTimeAsync(0);
    expect(shop.sent).toEqual(['کتاب']);
    expect(shop.aborted).toEqual(['کتاب']);
    expect(answers).toEqual([]);
  });
});
