import * as v from 'valibot';
import { pagedSchema } from './paged';
import { flagOr, id, listOr, num, numOr, optionalText } from './tolerant';
import type { Id } from '../id';

export type InvoiceItem = {
  productId: Id;
  productName: string | null;
  amount: number;
  price: number;
  unit: string | null;
  discount: number;
};

export type Invoice = {
  id: Id;
  code: string | null;
  /** ISO date-time as sent. */
  dateTime: string | null;
  title: string | null;
  type: string | null;
  totalAmount: number;
  discount: number;
  transportationCost: number;
  items: InvoiceItem[];
  /** A draft is a pro-forma not yet confirmed. */
  isDraft: boolean;
};

/**
 * A pro-forma of the current cart (docs/decisions/0054): the lines as the
 * shopper sees them, and a note.
 */
export type CreateInvoiceInput = {
  description?: string;
  items?: Array<{ productId: Id; unitId: Id; amount: number }>;
};

const invoiceItemSchema = v.pipe(
  v.looseObject({
    productId: id,
    productName: optionalText,
    amount: num,
    price: num,
    unit: optionalText,
    discount: numOr(0),
  }),
  v.transform((raw): InvoiceItem => ({
    productId: raw.productId,
    productName: raw.productName,
    amount: raw.amount,
    price: raw.price,
    unit: raw.unit,
    discount: raw.discount,
  })),
);

export const invoiceSchema = v.pipe(
  v.looseObject({
    id,
    code: optionalText,
    dateTime: optionalText,
    title: optionalText,
    type: optionalText,
    totalAmount: num,
    discount: numOr(0),
    transportationCost: numOr(0),
    items: listOr(invoiceItemSchema),
    isDraft: flagOr(false),
  }),
  v.transform((raw): Invoice => ({
    id: raw.id,
    code: raw.code,
    dateTime: raw.dateTime,
    title: raw.title,
    type: raw.type,
    totalAmount: raw.totalAmount,
    discount: raw.discount,
    transportationCost: raw.transportationCost,
    items: raw.items,
    isDraft: raw.isDraft,
  })),
);

export const invoicePageSchema = pagedSchema(invoiceSchema);

/** GET …/invoices/drafts answers drafts only, whatever their flag says. */
export const draftInvoiceListSchema = v.array(
  v.pipe(
    invoiceSchema,
    v.transform((invoice): Invoice => ({ ...invoice, isDraft: true })),
  ),
);
