import { describe, expect, it } from 'vitest';
import { featureBarItems } from './shop-features';

describe('featureBarItems', () => {
  it('labels known keys in order, once, and drops unknown ones', () => {
    expect(featureBarItems(['cashOnDelivery', 'nope', 'freeShipping', 'cashOnDelivery']).map((item) => item.label)).toEqual([
      'پرداخت در محل',
      'ارسال رایگان',
    ]);
  });
});
