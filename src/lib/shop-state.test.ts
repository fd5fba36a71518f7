import { describe, expect, it } from 'vitest';
import { CLOSED_STATES, shopStateOf, statusRedirect } from './shop-state';

describe('shop state', () => {
  it('is closed in every state but open', () => {
    expect(CLOSED_STATES).toEqual(['maintenance', 'deactivated']);
  });

  it('is open when active and not in maintenance', () => {
    expect(shopStateOf({ isActive: true, isMaintenanceMode: false })).toBe('open');
  });
  it('is in maintenance when the flag is set', () => {
    expect(shopStateOf({ isActive: true, isMaintenanceMode: true })).toBe('maintenance');
  });
  it('is deactivated when not active, even in maintenance', () => {
    expect(shopStateOf({ isActive: false, isMaintenanceMode: true })).toBe('deactivated');
    expect(shopStateOf({ isActive: false, isMaintenanceMode: false })).toBe('deactivated');
  });
  it('treats failing shop data as open', () => {
    expect(shopStateOf(null)).toBe('open');
  });
});

describe('status redirect decision', () => {
  const cases: Array<[string, boolean, boolean, string, string | null]> = [
    // [label, isActive, isMaintenanceMode, path, expected]
    ['active', true, false, '/', null],
    ['active', true, false, '/maintenance', '/'],
    ['active', true, false, '/Products', null],
    ['maintenance', true, true, '/', '/maintenance'],
    ['maintenance', true, true, '/maintenance', null],
    ['maintenance', true, true, '/Products', '/maintenance'],
    ['deactivated', false, false, '/', '/maintenance'],
    ['deactivated', false, false, '/maintenance', null],
    ['deactivated', false, false, '/Products', '/maintenance'],
  ];
  it.each(cases)(
    '%s shop: %s %s %s → %s',
    (_label, isActive, isMaintenanceMode, path, expected) => {
      expect(statusRedirect(shopStateOf({ isActive, isMaintenanceMode }), path)).toBe(expected);
    },
  );

  it.each([
    ['/', null],
    ['/maintenance', '/'],
    ['/Products', null],
  ])('failing shop data: %s → %s', (path, expected) => {
    expect(statusRedirect(shopStateOf(null), path)).toBe(expected);
  });
});
