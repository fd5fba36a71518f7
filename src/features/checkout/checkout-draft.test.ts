import { describe, expect, it } from 'vitest';
import { memoryTextStore } from '@/lib/browser/text-store';
import {
  MAX_NOTE_LENGTH,
  initialAddressId,
  readCheckoutDraft,
  writeCheckoutDraft,
} from './checkout-draft';
import { CHECKOUT_DRAFT_KEY } from '@/lib/browser/storage-keys';

describe('checkout draft', () => {
  it('round-trips the address and the note', () => {
    const store = memoryTextStore();
    writeCheckoutDraft(store, { contactInfoId: '12', note: 'لطفاً زنگ نزنید' });
    expect(readCheckoutDraft(store)).toEqual({ contactInfoId: '12', note: 'لطفاً زنگ نزنید' });
  });

  it('reads nothing from missing or broken storage', () => {
    expect(readCheckoutDraft(memoryTextStore())).toBeNull();
    expect(readCheckoutDraft(memoryTextStore({ [CHECKOUT_DRAFT_KEY]: '{oops' }))).toBeNull();
    expect(
      readCheckoutDraft(memoryTextStore({ [CHECKOUT_DRAFT_KEY]: '{"contactInfoId":" "}' })),
    ).toBeNull();
    expect(
      readCheckoutDraft(memoryTextStore({ [CHECKOUT_DRAFT_KEY]: '{"contactInfoId":true}' })),
    ).toBeNull();
  });

  it('keeps the address id in the JSON type the shop gave it', () => {
    for (const contactInfoId of [5, '5', 'addr-5']) {
      const store = memoryTextStore();
      writeCheckoutDraft(store, { contactInfoId, note: '' });
      expect(readCheckoutDraft(store)?.contactInfoId).toBe(contactInfoId);
    }
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

  it("answers the shop's own id, in its type, whatever type the draft kept", () => {
    const numbered = [
      { id: 31, isDefault: false },
      { id: 32, isDefault: true },
    ];
    expect(initialAddressId(numbered, 31)).toBe(31);
    expect(initialAddressId(numbered, '31')).toBe(31);
    expect(initialAddressId(numbered, null)).toBe(32);
  });

  it('is the default, else the first, otherwise', () => {
    expect(initialAddressId(addresses, '99')).toBe('2');
    expect(initialAddressId([{ id: '7', isDefault: false }], null)).toBe('7');
    expect(initialAddressId([], null)).toBeNull();
    expect(initialAddressId([{ id: null, isDefault: true }], null)).toBeNull();
  });
});
