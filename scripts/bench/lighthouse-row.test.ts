import { describe, expect, it } from 'vitest';
import { checkAllAnswered, FigureError } from './figures';
import { lighthouseRow, type LighthouseReport } from './lighthouse-row';

/** A report as Lighthouse writes it, with only what the bench reads. */
function report(): LighthouseReport {
  return {
    categories: {
      performance: { score: 0.97 },
      accessibility: { score: 1 },
      'best-practices': { score: 1 },
      seo: { score: 1 },
    },
    audits: {
      'first-contentful-paint': { numericValue: 1212.4 },
      'largest-contentful-paint': { numericValue: 1834.6 },
      metrics: { details: { items: [{ observedLargestContentfulPaint: 215.7 }] } },
      'network-requests': {
        details: {
          items: [
            { url: 'http://x/', networkEndTime: 89.2 },
            { url: 'http://x/assets/index-CdyHzuf3.js', networkEndTime: 111.4 },
            { url: 'http://x/assets/index-CxT2u6fi.js', networkEndTime: 140.3 },
            { url: 'http://x/assets/shell-Dr-ygGXS.js', networkEndTime: 142.0 },
          ],
        },
      },
      'cumulative-layout-shift': { numericValue: 0.0123 },
      'total-blocking-time': { numericValue: 41.2 },
      'total-byte-weight': {
        numericValue: 301_450,
        details: {
          items: [
            { url: 'http://x/assets/index.js', totalBytes: 98_000 },
            { url: 'http://x/_img/320/m/abc', totalBytes: 21_000 },
            { url: 'http://x/images/fallback.svg', totalBytes: 400 },
          ],
        },
      },
    },
  };
}

describe('lighthouseRow', () => {
  it('reads the scores, the timings and the bytes of a page', () => {
    expect(lighthouseRow('home', report())).toEqual({
      page: 'home',
      performance: 97,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      fcpMs: 1212,
      lcpMs: 1835,
      seenLcpMs: 216,
      entryDoneMs: 140,
      cls: 0.012,
      tbtMs: 41,
      transferKB: 301.5,
      imageKB: 21.4,
    });
  });

  it.each([
    [
      'largest-contentful-paint',
      (r: LighthouseReport) => delete r.audits['largest-contentful-paint'],
    ],
    [
      'total-byte-weight',
      (r: LighthouseReport) => delete r.audits['total-byte-weight']?.numericValue,
    ],
    [
      'total-byte-weight of home: no list',
      (r: LighthouseReport) => delete r.audits['total-byte-weight']?.details,
    ],
    ['observed largest paint', (r: LighthouseReport) => delete r.audits.metrics],
    [
      'network-requests of home: no client entry',
      (r: LighthouseReport) =>
        (r.audits['network-requests'] = {
          details: { items: [{ url: 'http://x/assets/shell-Dr-ygGXS.js', networkEndTime: 1 }] },
        }),
    ],
    ['performance', (r: LighthouseReport) => (r.categories.performance = { score: null })],
    ['seo', (r: LighthouseReport) => delete r.categories.seo],
  ])('fails, naming it, when %s is missing (never a zero that passes a budget)', (what, remove) => {
    const broken = report();
    remove(broken);
    expect(() => lighthouseRow('home', broken)).toThrow(FigureError);
    expect(() => lighthouseRow('home', broken)).toThrow(what);
  });
});

describe('checkAllAnswered', () => {
  it('passes a load whose every answer was 2xx, and names what failed otherwise', () => {
    expect(() =>
      checkAllAnswered({ errors: 0, timeouts: 0, non2xx: 0 }, 'home through the proxy'),
    ).not.toThrow();
    expect(() =>
      checkAllAnswered({ errors: 0, timeouts: 0, non2xx: 12 }, 'home through the proxy'),
    ).toThrow('home through the proxy: 0 errors, 0 timeouts, 12 answers other than 2xx');
    expect(() => checkAllAnswered({ errors: 3, timeouts: 1, non2xx: 0 }, 'home')).toThrow(
      FigureError,
    );
  });
});
