import { describe, expect, it } from 'vitest';
import { FEATURE_LABELS, shopFeatures } from './feature-labels';

describe('shop features', () => {
  it('has a Persian label for every key of docs/api-shapes.md', () => {
    const keys = [
      'freeShipping',
      'fastExpressDelivery',
      'cashOnDelivery',
      'sevenDayReturnGuarantee',
      'twentyFourSevenSupport',
      'authenticityGuaranteed',
      'bestPriceGuarantee',
      'freeGiftWithPurchase',
      'securePaymentGateway',
      'onlineOrderTracking',
    ];
    expect(Object.keys(FEATURE_LABELS).sort()).toEqual([...keys].sort());
    for (const key of keys) expect(FEATURE_LABELS[key]).toMatch(/^[\u0600-\u06FF\u200c ۰-۹]+$/);
  });

  it('keeps the shop order, matches case-insensitively, drops unknown keys and repeats', () => {
    expect(
      shopFeatures(['cashOnDelivery', 'FREESHIPPING', 'teleportation', ' cashOnDelivery ']),
    ).toEqual([
      { key: 'cashOnDelivery', label: 'پرداخت در محل' },
      { key: 'freeShipping', label: 'ارسال رایگان' },
    ]);
    expect(shopFeatures([])).toEqual([]);
  });
});
