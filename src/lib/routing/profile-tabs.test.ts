import { describe, expect, it } from 'vitest';
import { customerGroupOf, profileTabOf, profileTabPath } from './profile-tabs';

describe('profile tabs', () => {
  it('reads the tab from the query, personal details by default', () => {
    expect(profileTabOf(undefined)).toBe('details');
    expect(profileTabOf('')).toBe('details');
    expect(profileTabOf('tab=addresses')).toBe('addresses');
    expect(profileTabOf('tab=Orders&x=1')).toBe('orders');
    expect(profileTabOf('tab=invoices')).toBe('invoices');
    expect(profileTabOf('tab=<script>')).toBe('details');
  });

  it('links each tab', () => {
    expect(profileTabPath('details')).toBe('/Profile');
    expect(profileTabPath('addresses')).toBe('/Profile?tab=addresses');
    expect(profileTabPath('orders', { page: 2 })).toBe('/Profile?tab=orders&page=2');
    expect(profileTabPath('invoices', { invoice: '7001' })).toBe(
      '/Profile?tab=invoices&invoice=7001',
    );
  });

  it('names the customer group', () => {
    expect(customerGroupOf(true)).toBe('سهامدار');
    expect(customerGroupOf(false)).toBe('کاربر عادی');
  });
});
