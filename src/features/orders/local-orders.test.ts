import { describe, expect, it } from 'vitest';
import { memoryTextStore } from '@/lib/browser/text-store';
import type { Cart, Order } from '@/shop-api/browser';
import { localOrderDetail, mergeOrders, shopOrderDetail } from './order-views';
import {
  FIRST_LOCAL_ORDER_ID,
  NEW_ORDER_STATUS,
  nextLocalOrderId,
  readLocalOrders,
  recordLocalOrder,
  type LocalOrder,
} from './local-orders';
import { LOCAL_ORDERS_KEY } from '@/lib/browser/storage-keys';

const cart: Cart = {
  items: [
    {
      productId: '101',
      productName: 'کتاب بوف کور',
      productCode: 'BK-1001',
      price: 185000,
      priceWithDiscount: 166500,
      totalPrice: 370000,
      totalPriceWithDiscount: 333000,
      amount: 2,
      discountPercent: 10,
      unitName: 'جلد',
      unitId: '4',
    },
  ],
  totalPrice: 370000,
  totalPriceWithDiscount: 333000,
};

const now = new Date('2026-11-22T10:30:00.000Z');

describe('local order records (SPEC §3)', () => {
  it('start at 10001 with the status «در حال پردازش», the date, the total and the items', () => {
    const store = memoryTextStore();
    const first = recordLocalOrder(store, '1', { cart, now, serverOrderId: '3005' });
    expect(FIRST_LOCAL_ORDER_ID).toBe(10001);
    expect(first).toEqual({
      id: 10001,
      date: '2026-11-22T10:30:00.000Z',
      total: 333000,
      status: 'در حال پردازش',
      items: [{ id: '101', title: 'کتاب بوف کور', price: 166500, quantity: 2 }],
      serverOrderId: '3005',
    });
    expect(NEW_ORDER_STATUS).toBe('در حال پردازش');
  });

  it('count upwards per user, newest first', () => {
    const store = memoryTextStore();
    recordLocalOrder(store, '1', { cart, now, serverOrderId: null });
    const second = recordLocalOrder(store, '1', { cart, now, serverOrderId: null });
    const otherUser = recordLocalOrder(store, '2', { cart, now, serverOrderId: null });
    expect(second.id).toBe(10002);
    expect(otherUser.id).toBe(10001);
    expect(readLocalOrders(store, '1').map((order) => order.id)).toEqual([10002, 10001]);
    expect(readLocalOrders(store, null)).toEqual([]);
  });

  it('continue after the highest id, whatever the order of the list', () => {
    const record = (id: number) => ({ id }) as LocalOrder;
    expect(nextLocalOrderId([])).toBe(10001);
    expect(nextLocalOrderId([record(10001), record(10007), record(10003)])).toBe(10008);
  });

  it('leave out what cannot be read', () => {
    const store = memoryTextStore({
      [LOCAL_ORDERS_KEY]: JSON.stringify({
        '1': [
          { id: 10001, date: 'yesterday', total: 1, status: 'x', items: [] },
          { id: 5, date: now.toISOString(), total: 1, status: 'x', items: [] },
          {
            id: 10002,
            date: now.toISOString(),
            total: 1,
            status: 'x',
            items: [],
            serverOrderId: null,
          },
        ],
      }),
    });
    expect(readLocalOrders(store, '1').map((order) => order.id)).toEqual([10002]);
    expect(readLocalOrders(memoryTextStore({ [LOCAL_ORDERS_KEY]: '[1,2]' }), '1')).toEqual([]);
    expect(readLocalOrders(memoryTextStore({ [LOCAL_ORDERS_KEY]: 'not json' }), '1')).toEqual([]);
  });
});

describe('the orders tab list', () => {
  const shopOrder = (id: string, dateTime: string, status = 'تحویل شده'): Order => ({
    id,
    code: `S-${id}`,
    dateTime,
    totalAmount: 1000,
    status,
    items: [{ productId: '101', productName: 'کتاب', price: 1000, amount: 1, unitName: null }],
  });

  it('merges the shop orders and the local records, newest first', () => {
    const store = memoryTextStore();
    const local = recordLocalOrder(store, '1', {
      cart,
      now: new Date('2025-08-01T00:00:00Z'),
      serverOrderId: null,
    });
    const rows = mergeOrders(
      [shopOrder('3001', '2025-06-15T09:10:00Z'), shopOrder('3002', '2025-09-01T11:40:00Z')],
      [local],
    );
    expect(rows.map((row) => row.number)).toEqual(['S-3002', '10001', 'S-3001']);
    expect(rows[1]).toMatchObject({
      status: 'در حال پردازش',
      total: 333000,
      itemCount: 1,
      detail: { kind: 'local', id: 10001 },
    });
    expect(rows[0]?.detail).toEqual({ kind: 'shop', id: '3002' });
  });

  it('shows a record and the shop order it names as one row, with the shop status', () => {
    const store = memoryTextStore();
    const local = recordLocalOrder(store, '1', { cart, now, serverOrderId: '3005' });
    const rows = mergeOrders([shopOrder('3005', now.toISOString(), 'ارسال شده')], [local]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      number: '10001',
      shopCode: 'S-3005',
      status: 'ارسال شده',
      detail: { kind: 'local', id: 10001 },
    });
    expect(shopOrderDetail(shopOrder('3005', now.toISOString(), 'ارسال شده'), local)).toMatchObject(
      {
        number: '10001',
        shopCode: 'S-3005',
        status: 'ارسال شده',
        items: [{ productId: '101', title: 'کتاب' }],
      },
    );
  });

  it("shows a local record's own items", () => {
    const local = recordLocalOrder(memoryTextStore(), '1', { cart, now, serverOrderId: null });
    expect(localOrderDetail(local)).toMatchObject({
      number: '10001',
      status: 'در حال پردازش',
      // The product's id, for its picture on the order line (the record keeps no picture).
      items: [{ productId: '101', title: 'کتاب بوف کور', amount: 2, price: 166500 }],
    });
  });
});
