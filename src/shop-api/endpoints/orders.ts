import {
  draftInvoiceListSchema,
  invoicePageSchema,
  invoiceSchema,
  type CreateInvoiceInput,
} from '../schemas/invoice';
import { orderPageSchema, orderSchema } from '../schemas/order';
import { ignoredValue } from '../schemas/tolerant';
import { pageQuery, segment, type EndpointContext, type PageQuery } from './context';

/** SPEC §9 default page sizes. */
const ORDER_PAGE_SIZE = 20;
const INVOICE_PAGE_SIZE = 10;

export type OrdersApi = ReturnType<typeof ordersEndpoints>;

export function ordersEndpoints({ call }: EndpointContext) {
  return {
    getOrders: (query: PageQuery = {}) =>
      call(
        {
          method: 'GET',
          path: '/api/shop/users/orders',
          query: pageQuery(query, ORDER_PAGE_SIZE),
        },
        orderPageSchema,
      ),

    getOrder: (id: string) =>
      call({ method: 'GET', path: `/api/shop/users/orders/${segment(id)}` }, orderSchema),

    getInvoices: (query: PageQuery = {}) =>
      call(
        {
          method: 'GET',
          path: '/api/shop/users/invoices',
          query: pageQuery(query, INVOICE_PAGE_SIZE),
        },
        invoicePageSchema,
      ),

    getInvoice: (id: string) =>
      call({ method: 'GET', path: `/api/shop/users/invoices/${segment(id)}` }, invoiceSchema),

    getDraftInvoices: () =>
      call({ method: 'GET', path: '/api/shop/users/invoices/drafts' }, draftInvoiceListSchema),

    /** A pro-forma (draft) of the current cart. */
    createInvoice: (input: CreateInvoiceInput = {}) =>
      call({ method: 'POST', path: '/api/shop/users/invoices', body: input }, invoiceSchema),

    deleteInvoice: (id: string) =>
      call({ method: 'DELETE', path: `/api/shop/users/invoices/${segment(id)}` }, ignoredValue),
  };
}
