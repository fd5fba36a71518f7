import * as v from 'valibot';
import { pagedSchema } from './paged';
import { id, listOr, num, optionalText, readableOrNull, textOr } from './tolerant';
import type { Id } from '../id';

export type OrderItem = {
  productId: Id;
  productName: string;
  price: number;
  amount: number;
  unitName: string | null;
};

export type Order = {
  id: Id;
  code: string | null;
  /** ISO date-time as sent. */
  dateTime: string | null;
  totalAmount: number;
  /** As the shop words it, e.g. 'در حال پردازش'. */
  status: string;
  items: OrderItem[];
};

const orderItemSchema = v.pipe(
  v.looseObject({
    productId: id,
    productName: textOr(''),
    price: num,
    amount: num,
    unitName: optionalText,
  }),
  v.transform((raw): OrderItem => ({
    productId: raw.productId,
    productName: raw.productName,
    price: raw.price,
    amount: raw.amount,
    unitName: raw.unitName,
  })),
);

export const orderSchema = v.pipe(
  v.looseObject({
    id,
    code: optionalText,
    dateTime: optionalText,
    totalAmount: num,
    status: textOr(''),
    items: listOr(orderItemSchema),
  }),
  v.transform((raw): Order => ({
    id: raw.id,
    code: raw.code,
    dateTime: raw.dateTime,
    totalAmount: raw.totalAmount,
    status: raw.status,
    items: raw.items,
  })),
);

export const orderPageSchema = pagedSchema(orderSchema);

/**
 * The answer to a submit: the placed order when the shop sends one in a shape
 * we can read, else null. The order is placed either way, so an answer of
 * another shape must not read as a failure (the shopper would order twice).
 */
export const placedOrderSchema = readableOrNull(orderSchema);
