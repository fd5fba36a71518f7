import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { shopDataSchema } from './shop-data';

describe('shop data schema', () => {
  it('defaults missing flags to an open shop', () => {
    const data = v.parse(shopDataSchema, {});
    expect(data).toMatchObject({
      isActive: true,
      isMaintenanceMode: false,
      logo: null,
      features: [],
      domains: [],
    });
  });

  it('keeps the flags and raw HTML it is given', () => {
    const data = v.parse(shopDataSchema, {
      isActive: false,
      isMaintenanceMode: 'true',
      aboutContext: '<p>درباره</p><script>x()</script>',
      features: ['freeShipping', 'cashOnDelivery'],
      logo: { fullPath: null, name: 'logo.png', extension: '.png' },
      notificationContent: '<b>اطلاعیه</b>',
      unknownField: 1,
    });
    expect(data).toMatchObject({
      isActive: false,
      isMaintenanceMode: true,
      aboutContext: '<p>درباره</p><script>x()</script>',
      features: ['freeShipping', 'cashOnDelivery'],
      logo: { fullPath: null, name: 'logo.png', extension: '.png' },
      notificationContent: '<b>اطلاعیه</b>',
    });
  });

  it('reads a logo given as a string, and an empty logo as none', () => {
    expect(v.parse(shopDataSchema, { logo: '/media/logo.svg' }).logo).toEqual({
      fullPath: '/media/logo.svg',
      name: null,
      extension: null,
    });
    expect(v.parse(shopDataSchema, { logo: { fullPath: '', name: null } }).logo).toBeNull();
  });
});
