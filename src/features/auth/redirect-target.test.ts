import { describe, expect, it } from 'vitest';
import { afterLoginPath, safeRedirectTarget } from './redirect-target';

describe('redirect-target sanitising', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeRedirectTarget('/Profile')).toBe('/Profile');
    expect(safeRedirectTarget('/Profile?tab=addresses')).toBe('/Profile?tab=addresses');
    expect(safeRedirectTarget('/Product/BK-1001/x#reviews')).toBe('/Product/BK-1001/x#reviews');
    expect(safeRedirectTarget('/')).toBe('/');
  });

  it('refuses anything that could leave the site', () => {
    for (const target of [
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'https://evil.example/',
      // Dot segments that normalise into a protocol-relative path.
      '/.//evil.example/',
      '/a/..//evil.example',
      '/%2e//evil.example',
      'http:evil.example',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      'evil.example',
      'Profile',
      '',
      '   ',
    ]) {
      expect(safeRedirectTarget(target), JSON.stringify(target)).toBeNull();
    }
    expect(safeRedirectTarget(null)).toBeNull();
    expect(safeRedirectTarget(undefined)).toBeNull();
  });

  it('does not send the shopper back to the login page', () => {
    expect(safeRedirectTarget('/Login')).toBeNull();
    expect(safeRedirectTarget('/login?redirect=%2FProfile')).toBeNull();
    expect(safeRedirectTarget('/Loginx')).toBe('/Loginx');
  });

  it('goes home when the target is refused or missing', () => {
    expect(afterLoginPath('//evil.example')).toBe('/');
    expect(afterLoginPath(null)).toBe('/');
    expect(afterLoginPath('/checkout')).toBe('/checkout');
  });
});
