import { describe, expect, it } from 'vitest';
import { foreignAnswerHeaders, isForeignAnswerPath, securityHeaders } from './security-headers';

describe('securityHeaders', () => {
  it('sets the security headers', () => {
    const headers = securityHeaders({ https: false });
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Permissions-Policy']).toContain('microphone=()');
  });
  it('adds HSTS only over HTTPS', () => {
    expect(securityHeaders({ https: false })['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders({ https: true })['Strict-Transport-Security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});

describe('foreignAnswerHeaders', () => {
  it('makes every shop API answer inert', () => {
    expect(isForeignAnswerPath('/api/shop/get-data')).toBe(true);
    expect(isForeignAnswerPath('/media/logo.svg')).toBe(true);
    expect(isForeignAnswerPath('/Products')).toBe(false);
    expect(foreignAnswerHeaders('/api/shop/x', 'text/html')).toEqual({
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'X-Content-Type-Options': 'nosniff',
    });
  });

  it('serves media that is not a raster image as a download', () => {
    for (const type of [
      'image/svg+xml',
      'text/html; charset=utf-8',
      'application/xml',
      'application/octet-stream',
      null,
    ]) {
      expect(
        foreignAnswerHeaders('/api/shop/media/1', type)['Content-Disposition'],
        String(type),
      ).toBe('attachment');
    }
    expect(foreignAnswerHeaders('/media/logo.svg', 'image/svg+xml')['Content-Disposition']).toBe(
      'attachment',
    );
    for (const type of ['image/webp', 'image/jpeg', 'image/png', 'IMAGE/GIF', 'image/avif']) {
      expect(
        foreignAnswerHeaders('/api/shop/media/1', type)['Content-Disposition'],
        type,
      ).toBeUndefined();
    }
  });
});
