import { describe, expect, it } from 'vitest';
import path from 'node:path';
import {
  ConfigError,
  DEFAULT_IMAGE_CACHE_DIR,
  configWarnings,
  parseConfig,
  plainHttpWarning,
} from './config';

describe('parseConfig', () => {
  it('applies the documented defaults', () => {
    expect(parseConfig({})).toEqual({
      port: 8080,
      shopApiUrl: null,
      imageBaseUrl: '/media/',
      fixtures: 'default',
      fixtureLatency: { rules: [] },
      fixtureLog: false,
      apiTimeoutMs: 5000,
      shopDataTtlMs: 10_000,
      mapTileUrl: '',
      publicUrl: null,
      trustProxy: false,
      proxyHops: 0,
      imageCacheDir: DEFAULT_IMAGE_CACHE_DIR,
      imageCacheBytes: 256 * 1024 * 1024,
      shutdownGraceMs: 10_000,
      vitalsSample: 1,
      metricsPort: null,
      serviceWorker: true,
      logLevel: 'info',
      logFormat: null,
    });
  });

  it('reads the fleet settings', () => {
    const config = parseConfig({
      SHOP_SHUTDOWN_GRACE_MS: '2500',
      METRICS_PORT: '9464',
      LOG_LEVEL: 'WARN',
      LOG_FORMAT: 'pretty',
    });
    expect(config).toMatchObject({
      shutdownGraceMs: 2500,
      metricsPort: 9464,
      logLevel: 'warn',
      logFormat: 'pretty',
    });
    expect(parseConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
  });

  it('takes the public origin and the proxy flag', () => {
    const config = parseConfig({
      SHOP_PUBLIC_URL: 'https://Shop.Example.ir/',
      SHOP_TRUST_PROXY: 'TRUE',
    });
    expect(config.publicUrl).toBe('https://shop.example.ir');
    expect(config).toMatchObject({ trustProxy: true, proxyHops: 1 });
    expect(
      parseConfig({ SHOP_PUBLIC_URL: 'http://127.0.0.1:8080', SHOP_TRUST_PROXY: '0' }),
    ).toMatchObject({
      publicUrl: 'http://127.0.0.1:8080',
      trustProxy: false,
      proxyHops: 0,
    });
    // A CDN in front of nginx: two proxies append to X-Forwarded-For.
    expect(parseConfig({ SHOP_TRUST_PROXY: '2' })).toMatchObject({
      trustProxy: true,
      proxyHops: 2,
    });
    expect(parseConfig({})).toMatchObject({ trustProxy: false, proxyHops: 0 });
  });

  it('takes the image cache folder (made absolute) and its bound in MB', () => {
    const config = parseConfig({ SHOP_IMAGE_CACHE_DIR: 'cache/img', SHOP_IMAGE_CACHE_MB: '8' });
    expect(config.imageCacheDir).toBe(path.resolve('cache/img'));
    expect(config.imageCacheBytes).toBe(8 * 1024 * 1024);
  });

  it('takes the embedded fixture shop latency, and warns that it is ignored in front of a shop API', () => {
    const plan = parseConfig({
      SHOP_FIXTURE_LATENCY_MS: '100~10,/api/shop/products/reviews/*=3000',
    }).fixtureLatency;
    expect(plan.rules).toEqual([
      { segments: ['api', 'shop', 'products', 'reviews', '*'], ms: 3000, jitterMs: 0 },
      { segments: null, ms: 100, jitterMs: 10 },
    ]);
    expect(configWarnings(parseConfig({ SHOP_FIXTURE_LATENCY_MS: '100' }))).toEqual([]);
    expect(
      configWarnings(
        parseConfig({ SHOP_FIXTURE_LATENCY_MS: '100', SHOP_API_URL: 'https://api.example.ir' }),
      ),
    ).toEqual([expect.stringContaining('SHOP_FIXTURE_LATENCY_MS is ignored')]);
  });

  it('turns the embedded fixture shop log on', () => {
    expect(parseConfig({ SHOP_FIXTURE_LOG: '1' }).fixtureLog).toBe(true);
    expect(parseConfig({ SHOP_FIXTURE_LOG: 'true' }).fixtureLog).toBe(true);
    expect(parseConfig({ SHOP_FIXTURE_LOG: '0' }).fixtureLog).toBe(false);
  });

  it('takes the share of page loads that report their vitals', () => {
    expect(parseConfig({ SHOP_VITALS_SAMPLE: '0.25' }).vitalsSample).toBe(0.25);
    expect(parseConfig({ SHOP_VITALS_SAMPLE: '0' }).vitalsSample).toBe(0);
    expect(parseConfig({ SHOP_VITALS_SAMPLE: '.5' }).vitalsSample).toBe(0.5);
    expect(parseConfig({ SHOP_VITALS_SAMPLE: '1.0' }).vitalsSample).toBe(1);
  });

  it('takes a map tile URL template', () => {
    const template = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
    expect(parseConfig({ SHOP_MAP_TILE_URL: template }).mapTileUrl).toBe(template);
  });

  it('turns the service worker off (the kill switch, docs/decisions/0090)', () => {
    expect(parseConfig({ SHOP_SERVICE_WORKER: 'OFF' }).serviceWorker).toBe(false);
    expect(parseConfig({ SHOP_SERVICE_WORKER: 'on' }).serviceWorker).toBe(true);
  });

  it('normalises URLs', () => {
    const config = parseConfig({
      SHOP_API_URL: 'https://api.example.ir/',
      SHOP_IMAGE_BASE_URL: 'https://cdn.example.ir/images',
    });
    expect(config.shopApiUrl).toBe('https://api.example.ir');
    expect(config.imageBaseUrl).toBe('https://cdn.example.ir/images/');
  });

  it.each([
    ['PORT', 'abc', /PORT must be a whole number/],
    ['PORT', '70000', /PORT must be at most 65535/],
    ['SHOP_API_URL', 'ftp://x', /SHOP_API_URL must be an http\(s\) URL/],
    ['SHOP_IMAGE_BASE_URL', '//evil.example', /SHOP_IMAGE_BASE_URL/],
    ['SHOP_API_TIMEOUT_MS', '10', /SHOP_API_TIMEOUT_MS must be at least 100/],
    ['SHOP_DATA_TTL_MS', '60000', /SHOP_DATA_TTL_MS must be at most 30000/],
    ['SHOP_FIXTURES', 'a b', /SHOP_FIXTURES/],
    ['SHOP_FIXTURE_LATENCY_MS', '100ms', /SHOP_FIXTURE_LATENCY_MS: latency entry "100ms" is not/],
    ['SHOP_FIXTURE_LATENCY_MS', '100~500', /SHOP_FIXTURE_LATENCY_MS: .*jitter cannot exceed/],
    ['SHOP_FIXTURE_LOG', 'yes', /SHOP_FIXTURE_LOG must be 1, true, 0 or false/],
    ['SHOP_MAP_TILE_URL', 'https://tiles.example/{z}/{x}.png', /SHOP_MAP_TILE_URL/],
    ['SHOP_MAP_TILE_URL', 'http://tiles.example/{z}/{x}/{y}.png', /SHOP_MAP_TILE_URL/],
    ['SHOP_PUBLIC_URL', 'shop.example.ir', /SHOP_PUBLIC_URL must be an http\(s\) origin/],
    ['SHOP_PUBLIC_URL', 'https://shop.example.ir/fa', /SHOP_PUBLIC_URL/],
    ['SHOP_PUBLIC_URL', 'https://user:pw@shop.example.ir', /SHOP_PUBLIC_URL/],
    ['SHOP_TRUST_PROXY', 'maybe', /SHOP_TRUST_PROXY must be 0 to 5, true or false/],
    ['SHOP_TRUST_PROXY', '6', /SHOP_TRUST_PROXY must be 0 to 5, true or false/],
    ['SHOP_IMAGE_CACHE_MB', '0', /SHOP_IMAGE_CACHE_MB must be at least 1/],
    ['SHOP_IMAGE_CACHE_MB', '2GB', /SHOP_IMAGE_CACHE_MB must be a whole number/],
    ['SHOP_SHUTDOWN_GRACE_MS', '-1', /SHOP_SHUTDOWN_GRACE_MS must be a whole number/],
    ['SHOP_VITALS_SAMPLE', '1.5', /SHOP_VITALS_SAMPLE must be a number from 0 to 1/],
    ['SHOP_VITALS_SAMPLE', '-0.1', /SHOP_VITALS_SAMPLE must be a number from 0 to 1/],
    ['SHOP_VITALS_SAMPLE', '50%', /SHOP_VITALS_SAMPLE must be a number from 0 to 1/],
    ['SHOP_VITALS_SAMPLE', 'NaN', /SHOP_VITALS_SAMPLE must be a number from 0 to 1/],
    ['METRICS_PORT', '0', /METRICS_PORT must be a port/],
    ['METRICS_PORT', 'x', /METRICS_PORT must be a whole number/],
    [
      'LOG_LEVEL',
      'verbose',
      /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/,
    ],
    ['LOG_FORMAT', 'text', /LOG_FORMAT must be json or pretty/],
    ['SHOP_SERVICE_WORKER', 'false', /SHOP_SERVICE_WORKER must be on or off/],
  ])('rejects a bad %s with one line naming it', (name, value, message) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(message);
    try {
      parseConfig({ [name]: value });
    } catch (error) {
      expect(String((error as Error).message)).not.toContain('\n');
    }
  });
});

it('rejects a METRICS_PORT equal to PORT (the default one included) with one line naming it', () => {
  for (const env of [{ PORT: '9464', METRICS_PORT: '9464' }, { METRICS_PORT: '8080' }]) {
    expect(() => parseConfig(env)).toThrow(
      /^Invalid environment: METRICS_PORT must differ from PORT[^\n]*$/,
    );
  }
  expect(parseConfig({ PORT: '8080', METRICS_PORT: '9464' }).metricsPort).toBe(9464);
});

describe('the image base', () => {
  it('warns at start when it is plain http and not this machine', () => {
    const warningsFor = (base: string) =>
      configWarnings(parseConfig({ SHOP_IMAGE_BASE_URL: base }));
    expect(warningsFor('http://img.example.ir/media/')).toEqual([
      expect.stringContaining('SHOP_IMAGE_BASE_URL is plain http (http://img.example.ir)'),
    ]);
    for (const quiet of [
      'https://img.example.ir/',
      '/media/',
      'http://127.0.0.1:4010/media/',
      'http://localhost:4010/',
      'http://[::1]:4010/',
    ]) {
      expect(warningsFor(quiet)).toEqual([]);
    }
  });
});

describe('plainHttpWarning', () => {
  it('warns for a plain-http public origin other than loopback', () => {
    expect(plainHttpWarning('http://shop.example.ir')).toMatch(/Secure/);
    expect(plainHttpWarning('http://192.168.1.20:8080')).toMatch(/https/);
  });

  it('is among the warnings logged at start', () => {
    expect(configWarnings(parseConfig({ SHOP_PUBLIC_URL: 'http://shop.example.ir' }))).toEqual([
      plainHttpWarning('http://shop.example.ir'),
    ]);
    expect(configWarnings(parseConfig({ SHOP_PUBLIC_URL: 'https://shop.example.ir' }))).toEqual([]);
  });

  it('stays quiet for https, loopback or no public origin', () => {
    expect(plainHttpWarning('https://shop.example.ir')).toBeNull();
    expect(plainHttpWarning('http://localhost:8080')).toBeNull();
    expect(plainHttpWarning('http://127.0.0.1:8080')).toBeNull();
    expect(plainHttpWarning('http://[::1]:8080')).toBeNull();
    expect(plainHttpWarning(null)).toBeNull();
  });
});
