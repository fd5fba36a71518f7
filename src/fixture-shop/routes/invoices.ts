import * as v from 'valibot';
import type { ShopApp, ShopContext } from '../context';
import { ShopError, success } from '../envelope';
import { optionalNote } from '../fields';
import { MESSAGES } from '../messages';
import { round2 } from '@/lib/text/money';
import { cartToOrder } from '../cart-view';
import { paginate, readPage } from '../pagination';
import { withoutOwner } from '../projections';
import { currentUser, numericParam, query, readBody } from '../request';
import type { InvoiceRecord } from '../seed-schema';
import { nextId } from '../state';

const DraftBody = v.object({ description: optionalNote });

const newestFirst = (a: InvoiceRecord, b: InvoiceRecord) => b.dateTime.localeCompare(a.dateTime);

/**
 * Invoices of the signed-in user. The paged list holds confirmed invoices, `/drafts`
 * the unconfirmed pro-formas; only drafts can be deleted.
 */
export function invoiceRoutes(app: ShopApp, ctx: ShopContext): void {
  const ownInvoices = (userId: number) =>
    ctx.state().invoices.filter((invoice) => invoice.userId === userId);

  app.get('/api/shop/users/invoices', (c) => {
    const invoices = ownInvoices(currentUser(c, ctx).id)
      .filter((invoice) => !invoice.isDraft)
      .sort(newestFirst)
      .map(withoutOwner);
    return success(paginate(invoices, readPage(query(c), 10)));
  });

  app.get('/api/shop/users/invoices/drafts', (c) => {
    const drafts = ownInvoices(currentUser(c, ctx).id).filter((invoice) => invoice.isDraft);
    return success(drafts.sort(newestFirst).map(withoutOwner));
  });

  app.get('/api/shop/users/invoices/:id{[0-9]+}', (c) => {
    const invoiceId = numericParam(c, 'id');
    const invoice = ownInvoices(currentUser(c, ctx).id).find(
      (candidate) => candidate.id === invoiceId,
    );
    if (!invoice) throw new ShopError('notFound', MESSAGES.invoiceNotFound);
    return success(withoutOwner(invoice));
  });

  // A pro-forma of the current cart; the cart itself stays as it is.
  app.post('/api/shop/users/invoices', async (c) => {
    const body = await readBody(c, DraftBody);
    const user = currentUser(c, ctx);
    const state = ctx.state();
    const cart = cartToOrder(state, user.id);
    const invoiceId = nextId(state.invoices);
    const invoice: InvoiceRecord = {
      id: invoiceId,
      userId: user.id,
      code: `PF-${invoiceId}`,
      dateTime: ctx.now().toISOString(),
      title: 'پیش‌فاکتور سبد خرید',
      type: 'پیش‌فاکتور',
      ...(body.description ? { description: body.description } : {}),
      totalAmount: cart.totalPriceWithDiscount,
      discount: round2(cart.totalPrice - cart.totalPriceWithDiscount),
      transportationCost: 0,
      isDraft: true,
      items: cart.items.map((item) => ({
        productId: item.productId,
        productName: item.productName,
        amount: item.amount,
        price: item.price,
        unit: item.unitName,
        discount: round2(item.totalPrice - item.totalPriceWithDiscount),
      })),
    };
    state.invoices.push(invoice);
    return success(ctx.dialect().written(withoutOwner(invoice)));
  });

  app.delete('/api/shop/users/invoices/:id{[0-9]+}', (c) => {
    const invoiceId = numericParam(c, 'id');
    const state = ctx.state();
    const user = currentUser(c, ctx);
    const invoice = state.invoices.find(
      (candidate) => candidate.id === invoiceId && candidate.userId === user.id,
    );
    if (!invoice) throw new ShopError('notFound', MESSAGES.invoiceNotFound);
    if (!invoice.isDraft) throw new ShopError('invalidInput', MESSAGES.confirmedInvoice);
    state.invoices = state.invoices.filter((candidate) => candidate !== invoice);
    return success(ctx.dialect().written(null));
  });
}
