import type { BrowserContext, Page } from '@playwright/test';

/** The layout shift a page has had so far, and what moved: each shift's value, time and moved boxes. */
export type LayoutShift = { total: number; shifts: string[] };

type State = { __layoutShift: LayoutShift };

/**
 * Records every layout shift without recent input in the context's pages,
 * from the first paint on (a buffered observer, set before any script of the
 * page runs), with the elements each moved, for a failure message that says why.
 */
export async function recordLayoutShift(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: Array<{
        node: Node | null;
        previousRect: DOMRectReadOnly;
        currentRect: DOMRectReadOnly;
      }>;
    };
    const state = window as unknown as State;
    state.__layoutShift = { total: 0, shifts: [] };
    const name = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`
        : String(node?.nodeName);
    const box = (rect: DOMRectReadOnly) =>
      `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        state.__layoutShift.total += entry.value;
        const moved = entry.sources.map(
          (source) =>
            `${name(source.node)} ${box(source.previousRect)} → ${box(source.currentRect)}`,
        );
        state.__layoutShift.shifts.push(
          `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** What recordLayoutShift has seen in this page. */
export function layoutShiftOf(page: Page): Promise<LayoutShift> {
  return page.evaluate(() => (window as unknown as State).__layoutShift);
}
