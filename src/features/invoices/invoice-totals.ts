import { round2 } from '@/lib/text/money';
import { toPersianDigits } from '@/lib/text/persian';
import type { Invoice, InvoiceItem } from '@/shop-api/browser';
import { DEFAULT_UNIT_TITLE } from '@/shop-api/product-defaults';
import type { LineItem } from '@/ui/LineItemsTable';

/**
 * An invoice's figures (docs/api-shapes.md): `price` is the unit price before
 * discount, `discount` the line's whole discount, `totalAmount` what is
 * payable (after discount, plus transportation).
 */
export function lineTotal(item: InvoiceItem): number {
  return round2(item.price * item.amount - item.discount);
}

export type InvoiceTotals = {
  subtotal: number;
  discount: number;
  transportation: number;
  payable: number;
};

export function invoiceTotals(invoice: Invoice): InvoiceTotals {
  return {
    subtotal: round2(invoice.items.reduce((sum, item) => sum + item.price * item.amount, 0)),
    discount: invoice.discount,
    transportation: invoice.transportationCost,
    payable: invoice.totalAmount,
  };
}

/**
 * The invoice's lines for LineItemsTable: a line without a name is
 * «کالای {id}», without a unit «عدد».
 */
export function invoiceLineItems(invoice: Invoice): LineItem[] {
  return invoice.items.map((item, index) => ({
    key: `${index}-${item.productId}`,
    title: item.productName ?? `کالای ${toPersianDigits(item.productId)}`,
    unitName: item.unit ?? DEFAULT_UNIT_TITLE,
    amount: item.amount,
    price: item.price,
    discount: item.discount,
    total: lineTotal(item),
  }));
}
