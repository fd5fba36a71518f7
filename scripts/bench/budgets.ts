import { readFileSync } from 'node:fs';

/** The targets of issue 8, checked in at bench/budgets.json. */
export type Budgets = {
  clientJsKiB: Record<string, number>;
  /** Latency p99 of a page as served, 10 connections. */
  serverP99Ms: number;
  /** Resident memory growth allowed between 20,000 and 40,000 requests. */
  memoryGrowthMiB: number;
  /** Lowest Lighthouse category scores, mobile profile. */
  lighthouse: { performance: number; accessibility: number; bestPractices: number; seo: number };
};

export function readBudgets(): Budgets {
  return JSON.parse(readFileSync('bench/budgets.json', 'utf8')) as Budgets;
}
