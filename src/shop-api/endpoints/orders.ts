import { INVOICE_PAGE_SIZE, ORDER_PAGE_SIZE } from '@/lib/limits';
import { draftInvoiceListSchema, invoicePageSchema, invoiceSchema, type CreateInvoiceInput } from '../schemas/invoice';
import { orderPageSchema, orderSchema } from '../schemas/order';
import { ignoredValue, readableOrNull } from '../schemas/tolerant';
import { getPage, segment, type EndpointContext, type PageQuery } from './context';
import type { Id } from '../id';

export type OrdersApi = ReturnType<typeof ordersEndpoints>;

export function ordersEndpoints({ call, write }: EndpointContext) {
  return {
    getOrders: (query: PageQuery = {}) => getPage(call, '/api/shop/users/orders', query, ORDER_PAGE_SIZE, orderPageSchema),

    getOrder: (id: Id) => call({ method: 'GET', path: `/api/shop/users/orders/${segment(id)}` }, orderSchema),

    getInvoices: (query: PageQuery = {}) => getPage(call, '/api/shop/users/invoices', query, INVOICE_PAGE_SIZE, invoicePageSchema),

    getInvoice: (id: Id) => call({ method: 'GET', path: `/api/shop/users/invoices/${segment(id)}` }, invoiceSchema),

    getDraftInvoices: () => call({ method: 'GET', path: '/api/shop/users/invoices/drafts' }, draftInvoiceListSchema),

    /** A pro-forma (draft) of the current cart: the new draft when the answer describes it, else null. */
    createInvoice: (input: CreateInvoiceInput = {}) =>
      write({ method: 'POST', path: '/api/shop/users/invoices', body: input }, readableOrNull(invoiceSchema)),

    deleteInvoice: (id: Id) => write({ method: 'DELETE', path: `/api/shop/users/invoices/${segment(id)}` }, ignoredValue),
  };
}
