import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { placedOrderSchema } from './order';

describe("the submit's answer", () => {
  it('is the order when the shop sends one', () => {
    const answer = v.parse(placedOrderSchema, {
      id: 3005,
      code: 'S-3005',
      totalAmount: '333000',
      status: 'در حال پردازش',
      items: [{ productId: 101, productName: 'کتاب', price: 166500, amount: 2 }],
    });
    expect(answer).toMatchObject({
      id: 3005,
      totalAmount: 333000,
      items: [{ productId: 101, amount: 2 }],
    });
  });

  it('is null for any other answer, never a failure: the order was placed', () => {
    for (const value of [null, true, 3005, 'ok', { orderId: 1 }, [], { id: 1 }]) {
      expect(v.safeParse(placedOrderSchema, value)).toMatchObject({ success: true, output: null });
    }
  });
});
