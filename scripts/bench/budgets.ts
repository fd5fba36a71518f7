import { readFileSync } from 'node:fs';

/** The bench's targets, checked in at bench/budgets.json (docs/quality.md). */
export type Budgets = {
  /**
   * Client JavaScript of a first load, gzipped, as sent (docs/decisions/0023): the client
   * entry's chunk (React DOM, the RSC client, Waku's router) on its own, and each page's
   * own code past it, `pageKiB` unless `pageKiBByPage` names the page.
   */
  clientJs: { entryKiB: number; pageKiB: number; pageKiBByPage: Record<string, number> };
  /**
   * Most HTML a first visit gets past the stylesheets written into it, kB (1000 bytes)
   * before compression, per page (scripts/bench/document.ts).
   */
  documentKB: Record<string, number>;
  /** Most of the stylesheets written into a page's HTML (docs/decisions/0098), kB before compression. */
  inlineStylesKB: number;
  /** Latency p99 of a page as served, 10 connections. */
  serverP99Ms: number;
  /**
   * Lowest render rate (every request a new query string) as a share of the same
   * page's HTML sent as a static file in the same run, per page: a ratio, since the
   * machine's speed varies from day to day.
   */
  renderShareOfStatic: Record<string, number>;
  /** Resident memory growth allowed between 20,000 and 40,000 requests. */
  memoryGrowthMiB: number;
  /** Lowest Lighthouse category scores, mobile profile. */
  lighthouse: { performance: number; accessibility: number; bestPractices: number; seo: number };
  /** Most a phone may transfer in Lighthouse's run, kB (1000 bytes), per page (photos scenario). */
  transferKB: Record<string, number>;
  /** Largest Contentful Paint of Lighthouse's mobile run. */
  lcpMs: number;
  /** Lowest rate of a kept variant against a static file of the same size. */
  imageServedToStatic: number;
  /** Latency p95 of the search suggestions for a query the endpoint keeps, one request at a time. */
  suggestKeptP95Ms: number;
  /** Highest resident set of one storefront under 800 clients for 20 s (docs/decisions/0084). */
  shedPeakRssMiB: number;
  /** Longest wait for a picture nobody asked before, right after an abandoned burst of 375 (docs/decisions/0084). */
  pictureAfterBurstMs: number;
  /** First byte (p50, ms) of each page of the miss path with the shop API 100 ms away (docs/decisions/0036, scripts/bench/miss.ts). */
  missFirstByteP50Ms: Record<string, number>;
};

export function readBudgets(): Budgets {
  return JSON.parse(readFileSync('bench/budgets.json', 'utf8')) as Budgets;
}
