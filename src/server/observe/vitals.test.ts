import { describe, expect, it } from 'vitest';
import { VITAL_NAMES, VITALS_MAX, VITALS_THRESHOLDS } from '@/lib/vitals';
import { metrics, VITAL_BUCKETS, vitalMetricName } from './metrics';
import { beaconAnswer, parseBeacon, recordBeacon } from './vitals';

/** One metric of a beacon, as the page's reporter sends it. */
const metric = (name: string, value: unknown, navigation = 'navigate') => ({
  name,
  value,
  navigation,
});

const beacon = (change: Record<string, unknown> = {}) =>
  JSON.stringify({
    route: '/Product/{id}/{title}',
    connection: '4g',
    metrics: [metric('LCP', 1830.4), metric('CLS', 0.04), metric('INP', 96)],
    ...change,
  });

describe('a vitals beacon', () => {
  it('is taken when it holds known metrics of a known route pattern, in range', () => {
    expect(parseBeacon(beacon())).toEqual(JSON.parse(beacon()));
    const restored = metric('TTFB', 0, 'back-forward-cache');
    expect(parseBeacon(beacon({ connection: 'unknown', metrics: [restored] }))?.metrics).toEqual([
      restored,
    ]);
  });

  it.each([
    ['not JSON', '\u0000\u00ff garbage {'],
    ['empty', ''],
    ['JSON that is no object', '[1,2,3]'],
    ['a NaN (not JSON)', beacon().replace('1830.4', 'NaN')],
    ['a null value (NaN once stringified)', beacon({ metrics: [metric('LCP', null)] })],
    ['an infinite value (1e999)', beacon().replace('1830.4', '1e999')],
    ['a huge value', beacon({ metrics: [metric('LCP', 1e12)] })],
    ['a value just over its bound', beacon({ metrics: [metric('CLS', VITALS_MAX.CLS + 0.01)] })],
    ['a negative value', beacon({ metrics: [metric('INP', -1)] })],
    ['a string value', beacon({ metrics: [metric('INP', '96')] })],
    ['a wrong metric name', beacon({ metrics: [metric('FID', 12)] })],
    ['a metric name in the wrong case', beacon({ metrics: [metric('lcp', 12)] })],
    ['an unknown navigation type', beacon({ metrics: [metric('LCP', 12, 'teleport')] })],
    ['no metrics', beacon({ metrics: [] })],
    ['too many metrics', beacon({ metrics: Array.from({ length: 11 }, () => metric('CLS', 0)) })],
    ['a path instead of a route pattern', beacon({ route: '/Product/BK-1001/x' })],
    ['an unknown route pattern', beacon({ route: '/admin' })],
    ['an unknown connection type', beacon({ connection: '5g' })],
    ['a URL besides', beacon({ url: 'https://shop.example.ir/Products?q=09120000000' })],
    ['a user besides', beacon({ user: '09120000000' })],
    ['a field besides on a metric', beacon({ metrics: [{ ...metric('LCP', 12), token: 'x' }] })],
  ])('is refused with %s', (_, body) => {
    expect(parseBeacon(body)).toBeNull();
  });
});

describe('recording a beacon', () => {
  it('puts each metric in its histogram by route pattern and connection, times in seconds', async () => {
    const accepted = parseBeacon(
      beacon({
        route: '/Rules',
        connection: '3g',
        metrics: [metric('LCP', 2400), metric('CLS', 0.2, 'reload'), metric('TTFB', 900)],
      }),
    );
    recordBeacon(accepted!);
    const text = await metrics().registry.metrics();
    expect(text).toContain(
      'web_vitals_lcp_seconds_bucket{le="2.5",route="/Rules",connection="3g"} 1',
    );
    expect(text).toContain(
      'web_vitals_lcp_seconds_bucket{le="2",route="/Rules",connection="3g"} 0',
    );
    expect(text).toContain('web_vitals_lcp_seconds_sum{route="/Rules",connection="3g"} 2.4');
    expect(text).toContain('web_vitals_cls_bucket{le="0.25",route="/Rules",connection="3g"} 1');
    expect(text).toContain('web_vitals_cls_bucket{le="0.15",route="/Rules",connection="3g"} 0');
    expect(text).toContain(
      'web_vitals_ttfb_seconds_bucket{le="1",route="/Rules",connection="3g"} 1',
    );
    expect(text).toContain('web_vitals_reports_total{metric="CLS",navigation_type="reload"} 1');
  });

  it('has buckets on the Core Web Vitals thresholds of each metric', () => {
    expect(VITALS_THRESHOLDS).toEqual({
      LCP: [2500, 4000],
      INP: [200, 500],
      CLS: [0.1, 0.25],
      FCP: [1800, 3000],
      TTFB: [800, 1800],
    });
    for (const name of VITAL_NAMES) {
      const inBuckets = VITALS_THRESHOLDS[name].map((threshold) =>
        name === 'CLS' ? threshold : threshold / 1000,
      );
      expect(VITAL_BUCKETS[name], name).toEqual(expect.arrayContaining(inBuckets));
    }
    expect(VITAL_NAMES.map(vitalMetricName)).toEqual([
      'web_vitals_lcp_seconds',
      'web_vitals_inp_seconds',
      'web_vitals_cls',
      'web_vitals_fcp_seconds',
      'web_vitals_ttfb_seconds',
    ]);
  });
});

describe("the vitals step's answer", () => {
  it('has no body and is never kept, with the headers it is given', async () => {
    const answer = beaconAnswer(429, { 'retry-after': '2' });
    expect(answer.status).toBe(429);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('retry-after')).toBe('2');
    expect(await answer.text()).toBe('');
  });
});
