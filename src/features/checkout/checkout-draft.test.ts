import { describe, expect, it } from 'vitest';
import { memoryTextStore } from '../../lib/text-store';
import {
  CHECKOUT_DRAFT_KEY,
  MAX_NOTE_LENGTH,
  initialAddressId,
  readCheckoutDraft,
  writeCheckoutDraft,
} from './checkout-draft';

describe('checkout draft', () => {
  it('round-trips the address and the note', () => {
    const store = memoryTextStore();
    writeCheckoutDraft(store, { contactInfoId: '12', note: 'لطفاً زنگ نزنید' });
    expect(readCheckoutDraft(store)).toEqual({ contactInfoId: '12', note: 'لطفاً زنگ نزنید' });
  });

  it('reads nothing from missing or broken storage', () => {
    expect(readCheckoutDraft(memoryTextStore())).toBeNull();
    expect(readCheckoutDraft(memoryTextStore({ [CHECKOUT_DRAFT_KEY]: '{oops' }))).toBeNull();
    expect(readCheckoutDraft(memoryTextStore({ [CHECKOUT_DRAFT_KEY]: '{"contactInfoId":5}' }))).toBeNull();
  });

  it('cuts a note to its limit', () => {
    const store = memoryTextStore();
    writeCheckoutDraft(store, { contactInfoId: '1', note: 'ی'.repeat(MAX_NOTE_LENGTH + 20) });
    expect(readCheckoutDraft(store)?.note).toHaveLength(MAX_NOTE_LENGTH);
  });
});

describe('the address checkout starts with', () => {
  const addresses = [
    { id: '1', isDefault: false },
    { id: '2', isDefault: true },
    { id: null, isDefault: false },
  ];

  it('is the one chosen before when it still exists', () => {
    expect(initialAddressId(addresses, '1')).toBe('1');
  });

  it('is the default, else the first, otherwise', () => {
    expect(initialAddressId(addresses, '99')).toBe('2');
    expect(initialAddressId([{ id: '7', isDefault: false }], null)).toBe('7');
    expect(initialAddressId([], null)).toBeNull();
    expect(initialAddressId([{ id: null, isDefault: true }], null)).toBeNull();
  });
});
