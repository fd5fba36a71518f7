'use client';

import { useState } from 'react';
import type { Invoice } from '@/shop-api/browser';
import { sameId } from '@/shop-api/id';
import { toPersianDigits } from '@/lib/text/persian';
import { ConfirmDialog } from '@/ui/Dialog/ConfirmDialog';
import { showToast } from '@/ui/toast/toast-store';
import { useCart } from '../cart/use-cart';
import { loadShopApi, warmShopApi } from '@/shop-api/load-browser-client';
import { InvoiceRows } from './InvoiceRows';
import { INVOICE_MESSAGES } from './messages';
import { FormErrorBanner } from '@/ui/form/FormErrorBanner';

type Props = { initial: Invoice[]; loadError: string | null };

const codeOf = (invoice: Invoice) => toPersianDigits(invoice.code ?? String(invoice.id));

/** The list with the draft first (when the answer described one). */
const withDraft = (drafts: Invoice[], draft: Invoice | null) =>
  draft ? [draft, ...drafts.filter((candidate) => !sameId(candidate.id, draft.id))] : drafts;

/**
 * The drafts (pro-formas): ask for one of the current cart (POST …/invoices,
 * docs/decisions/0054), view one, or delete one after a confirmation (DELETE).
 * The API client comes with the first touch or focus of a button that calls
 * the shop, not with the tab (src/shop-api/load-browser-client.ts).
 */
export function DraftInvoices({ initial, loadError }: Props) {
  const { cart, status } = useCart();
  const [drafts, setDrafts] = useState(initial);
  const [deleting, setDeleting] = useState<Invoice | null>(null);
  const [busy, setBusy] = useState(false);

  async function requestDraft() {
    if (busy) return;
    setBusy(true);
    const api = await loadShopApi();
    const answer = await api.createInvoice({
      items: cart.items.map((item) => ({
        productId: item.productId,
        unitId: item.unitId,
        amount: item.amount,
      })),
    });
    if (!answer.ok) {
      setBusy(false);
      showToast(answer.message, { color: 'error' });
      return;
    }
    // Any success will do: the drafts are read again, and the new one named when it can be told.
    const reloaded = await api.getDraftInvoices();
    setBusy(false);
    const after = reloaded.ok ? reloaded.value : withDraft(drafts, answer.value);
    const created =
      answer.value ??
      after.find((draft) => !drafts.some((before) => sameId(before.id, draft.id))) ??
      null;
    setDrafts(after);
    showToast(INVOICE_MESSAGES.created(created ? codeOf(created) : null));
  }

  async function confirmDelete(draft: Invoice) {
    setDeleting(null);
    const answer = await (await loadShopApi()).deleteInvoice(draft.id);
    if (!answer.ok) {
      showToast(answer.message, { color: 'error' });
      return;
    }
    setDrafts((current) => current.filter((candidate) => !sameId(candidate.id, draft.id)));
    showToast(INVOICE_MESSAGES.deleted(codeOf(draft)));
  }

  const cartEmpty = status === 'ready' && cart.items.length === 0;
  return (
    <>
      <FormErrorBanner>{loadError}</FormErrorBanner>
      {drafts.length > 0 ? (
        <InvoiceRows
          invoices={drafts}
          label="پیش‌فاکتورها"
          actions={(draft) => (
            <button
              type="button"
              className="link-button link-button--danger"
              onPointerDown={warmShopApi}
              onFocus={warmShopApi}
              onClick={() => setDeleting(draft)}
            >
              حذف<span className="visually-hidden"> پیش‌فاکتور {codeOf(draft)}</span>
            </button>
          )}
        />
      ) : !loadError ? (
        <p className="empty-state">{INVOICE_MESSAGES.noDrafts}</p>
      ) : null}
      <p className="invoice-request">
        <button
          type="button"
          className="button button--ghost"
          onPointerDown={warmShopApi}
          onFocus={warmShopApi}
          onClick={() => void requestDraft()}
          disabled={busy || status !== 'ready' || cartEmpty}
          aria-describedby={cartEmpty ? 'invoice-request-hint' : undefined}
        >
          {busy ? 'در حال ساخت پیش‌فاکتور…' : 'درخواست پیش‌فاکتور از سبد خرید'}
        </button>
        {cartEmpty ? (
          <span id="invoice-request-hint" className="field__hint">
            {INVOICE_MESSAGES.emptyCart}
          </span>
        ) : null}
      </p>
      <ConfirmDialog
        open={deleting !== null}
        title="حذف پیش‌فاکتور"
        message={deleting ? INVOICE_MESSAGES.deleteQuestion(codeOf(deleting)) : ''}
        confirmLabel="بله، حذف شود"
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void confirmDelete(deleting)}
      />
    </>
  );
}
