import { readJson, type TextStore } from '../../lib/text-store';

/**
 * What the shopper chose on /checkout, carried to /Settlement in session
 * storage: the delivery address and the note for the order.
 */
export const CHECKOUT_DRAFT_KEY = 'checkout_draft';

/** The longest note the storefront sends with an order. */
export const MAX_NOTE_LENGTH = 500;

export type CheckoutDraft = { contactInfoId: string; note: string };

export function readCheckoutDraft(store: TextStore): CheckoutDraft | null {
  const raw = readJson(store, CHECKOUT_DRAFT_KEY);
  if (typeof raw !== 'object' || raw === null) return null;
  const { contactInfoId, note } = raw as Record<string, unknown>;
  if (typeof contactInfoId !== 'string' || contactInfoId === '') return null;
  return { contactInfoId, note: typeof note === 'string' ? note.slice(0, MAX_NOTE_LENGTH) : '' };
}

export function writeCheckoutDraft(store: TextStore, draft: CheckoutDraft): void {
  store.write(CHECKOUT_DRAFT_KEY, JSON.stringify({ ...draft, note: draft.note.slice(0, MAX_NOTE_LENGTH) }));
}

export function clearCheckoutDraft(store: TextStore): void {
  store.remove(CHECKOUT_DRAFT_KEY);
}

/** The address to start with: the one chosen before if it is still there, else the default, else the first. */
export function initialAddressId(
  addresses: ReadonlyArray<{ id: string | null; isDefault: boolean }>,
  chosenBefore: string | null,
): string | null {
  const usable = addresses.filter((address): address is { id: string; isDefault: boolean } => address.id !== null);
  if (chosenBefore && usable.some((address) => address.id === chosenBefore)) return chosenBefore;
  return (usable.find((address) => address.isDefault) ?? usable[0])?.id ?? null;
}
