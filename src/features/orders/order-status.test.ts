import { describe, expect, it } from 'vitest';
import { statusTone } from './order-status';

describe('order status tone', () => {
  it("reads the shop's wording", () => {
    expect(statusTone('در حال پردازش')).toBe('processing');
    expect(statusTone('ارسال شده')).toBe('sent');
    expect(statusTone('تحویل شده')).toBe('done');
    expect(statusTone('لغو شده')).toBe('cancelled');
    expect(statusTone('')).toBe('other');
    expect(statusTone('Shipped')).toBe('other');
  });
});
