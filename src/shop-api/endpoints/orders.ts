import { INVOICE_PAGE_SIZE, ORDER_PAGE_SIZE } from '@/lib/limits';
import {
  API_DRAFT_INVOICES_PATH,
  API_INVOICES_PATH,
  API_INVOICE_PREFIX,
  API_ORDERS_PATH,
  API_ORDER_PREFIX,
} from '../api-paths';
import {
  draftInvoiceListSchema,
  invoicePageSchema,
  invoiceSchema,
  type CreateInvoiceInput,
} from '../schemas/invoice';
import { orderPageSchema, orderSchema } from '../schemas/order';
import { ignoredValue, readableOrNull } from '../schemas/tolerant';
import { getPage, type EndpointContext, type PageQuery, segment } from './context';
import type { Id } from '../id';

export type OrdersApi = ReturnType<typeof ordersEndpoints>;

export function ordersEndpoints({ call, write }: EndpointContext) {
  return {
    getOrders: (query: PageQuery = {}) =>
      getPage(call, API_ORDERS_PATH, query, ORDER_PAGE_SIZE, orderPageSchema),

    getOrder: (id: Id) =>
      call({ method: 'GET', path: `${API_ORDER_PREFIX}${segment(id)}` }, orderSchema),

    getInvoices: (query: PageQuery = {}) =>
      getPage(call, API_INVOICES_PATH, query, INVOICE_PAGE_SIZE, invoicePageSchema),

    getInvoice: (id: Id) =>
      call({ method: 'GET', path: `${API_INVOICE_PREFIX}${segment(id)}` }, invoiceSchema),

    getDraftInvoices: () =>
      call({ method: 'GET', path: API_DRAFT_INVOICES_PATH }, draftInvoiceListSchema),

    /**
     * A pro-forma (draft) of the current cart: the new draft when the answer
     * describes it, else null.
     */
    createInvoice: (input: CreateInvoiceInput = {}) =>
      write(
        { method: 'POST', path: API_INVOICES_PATH, body: input },
        readableOrNull(invoiceSchema),
      ),

    deleteInvoice: (id: Id) =>
      write({ method: 'DELETE', path: `${API_INVOICE_PREFIX}${segment(id)}` }, ignoredValue),
  };
}
