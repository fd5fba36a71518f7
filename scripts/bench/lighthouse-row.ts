import { ENTRY_CHUNK } from '../client-chunks';
import { FigureError, required } from './figures';

export type LighthouseRow = {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  /**
   * The largest paint of the load Lighthouse simulates from (loopback, no
   * throttling), and when the client entry's chunks had all come in that load.
   * Lantern's largest paint counts every module script that had come by the
   * paint it saw, so an entry done first is in the estimate (docs/decisions/0102).
   */
  seenLcpMs: number;
  entryDoneMs: number;
  cls: number;
  tbtMs: number;
  /** Everything the phone transferred during the run (total-byte-weight), kB. */
  transferKB: number;
  /** Of which pictures, kB. */
  imageKB: number;
};

type ByteWeightItem = { url: string; totalBytes: number };
type NetworkRequestItem = { url: string; networkEndTime?: number };

/** What the rows are read from: the part of Lighthouse's report (lhr) the bench uses. */
export type LighthouseReport = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
};

/** Bytes of the run's pictures, from total-byte-weight's list (every request, transfer size). */
function imageBytes(items: ByteWeightItem[]): number {
  return items
    .filter((item) => /\/_img\/|\.(avif|webp|jpe?g|png|svg|gif)(\?|$)/i.test(item.url))
    .reduce((sum, item) => sum + item.totalBytes, 0);
}

/**
 * When the last of the entry's chunks had come, from network-requests' list: ms
 * from the page's first request, which starts with the navigation.
 */
function entryDone(page: string, items: NetworkRequestItem[]): number {
  const ends = items
    .filter((item) => ENTRY_CHUNK.test(new URL(item.url).pathname))
    .map((item) => item.networkEndTime)
    .filter((end) => typeof end === 'number');
  if (ends.length === 0)
    throw new FigureError(`Lighthouse network-requests of ${page}: no client entry (index-*.js)`);
  return Math.round(Math.max(...ends));
}

/**
 * One page's figures from its report. A category or audit the report lacks
 * fails the run, naming it (a missing LCP read as 0 would pass its budget).
 */
export function lighthouseRow(page: string, report: LighthouseReport): LighthouseRow {
  const score = (category: string) =>
    Math.round(
      required(report.categories[category]?.score, `Lighthouse ${category} of ${page}`) * 100,
    );
  const audit = (id: string) =>
    required(report.audits[id]?.numericValue, `Lighthouse ${id} of ${page}`);
  const byteWeight = (
    report.audits['total-byte-weight']?.details as { items?: ByteWeightItem[] } | undefined
  )?.items;
  if (!byteWeight)
    throw new FigureError(`Lighthouse total-byte-weight of ${page}: no list of requests`);
  const requests = (
    report.audits['network-requests']?.details as { items?: NetworkRequestItem[] } | undefined
  )?.items;
  if (!requests)
    throw new FigureError(`Lighthouse network-requests of ${page}: no list of requests`);
  const seen = (
    report.audits.metrics?.details as
      { items?: Array<{ observedLargestContentfulPaint?: number }> } | undefined
  )?.items?.[0]?.observedLargestContentfulPaint;
  return {
    page,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    seenLcpMs: Math.round(required(seen, `Lighthouse's observed largest paint of ${page}`)),
    entryDoneMs: entryDone(page, requests),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    tbtMs: Math.round(audit('total-blocking-time')),
    transferKB: Math.round(audit('total-byte-weight') / 100) / 10,
    imageKB: Math.round(imageBytes(byteWeight) / 100) / 10,
  };
}
