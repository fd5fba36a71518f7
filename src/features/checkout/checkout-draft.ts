/**
 * What the shopper chose on /checkout, carried to /Settlement in session
 * storage: the delivery address and the note for the order.
 */
import { readJson, type TextStore } from '@/lib/browser/text-store';
import { isId, sameId, type Id } from '@/shop-api/id';
import { CHECKOUT_DRAFT_KEY } from '@/lib/browser/storage-keys';

/** The longest note the storefront sends with an order. */
export const MAX_NOTE_LENGTH = 500;

/** The address id as the shop gave it (its JSON type kept), and the note. */
export type CheckoutDraft = { contactInfoId: Id; note: string };

export function readCheckoutDraft(store: TextStore): CheckoutDraft | null {
  const raw = readJson(store, CHECKOUT_DRAFT_KEY);
  if (typeof raw !== 'object' || raw === null) return null;
  const { contactInfoId, note } = raw as Record<string, unknown>;
  if (!isId(contactInfoId)) return null;
  return { contactInfoId, note: typeof note === 'string' ? note.slice(0, MAX_NOTE_LENGTH) : '' };
}

export function writeCheckoutDraft(store: TextStore, draft: CheckoutDraft): void {
  store.write(
    CHECKOUT_DRAFT_KEY,
    JSON.stringify({ ...draft, note: draft.note.slice(0, MAX_NOTE_LENGTH) }),
  );
}

export function clearCheckoutDraft(store: TextStore): void {
  store.remove(CHECKOUT_DRAFT_KEY);
}

/**
 * The address to start with: the one chosen before if it is still there, else
 * the default, else the first.
 */
export function initialAddressId(
  addresses: ReadonlyArray<{ id: Id | null; isDefault: boolean }>,
  chosenBefore: Id | null,
): Id | null {
  const usable = addresses.filter(
    (address): address is { id: Id; isDefault: boolean } => address.id !== null,
  );
  const again = usable.find((address) => sameId(address.id, chosenBefore));
  return (again ?? usable.find((address) => address.isDefault) ?? usable[0])?.id ?? null;
}
