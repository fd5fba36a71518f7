import { describe, expect, it } from 'vitest';
import { fileDocumentPayload } from './document-payload';

const BOOK_DECODED = 'R/Product/BK-1001/کتاب-بوف-کور';
const BOOK_PATH = `/Product/BK-1001/${encodeURIComponent('کتاب-بوف-کور')}`;

describe('fileDocumentPayload', () => {
  it('moves the document payload Waku wrote under the decoded path to the encoded key its router reads', () => {
    const payload = Promise.resolve(new Response(''));
    const store: Record<string, unknown> = { [BOOK_DECODED]: payload };
    fileDocumentPayload(store, BOOK_PATH);
    expect(store).toEqual({ [`R${BOOK_PATH}`]: payload });
    expect(store[`R${BOOK_PATH}`]).toBe(payload);
  });

  it('leaves an ASCII address alone: its keys already agree', () => {
    const store: Record<string, unknown> = { 'R/Products': 'payload' };
    fileDocumentPayload(store, '/Products');
    expect(store).toEqual({ 'R/Products': 'payload' });
  });

  it('never overwrites what the router key holds', () => {
    const both: Record<string, unknown> = { [BOOK_DECODED]: 'document', [`R${BOOK_PATH}`]: 'router' };
    fileDocumentPayload(both, BOOK_PATH);
    expect(both).toEqual({ [BOOK_DECODED]: 'document', [`R${BOOK_PATH}`]: 'router' });
  });

  it('does nothing without a store, for a malformed address, or when the decoded key is not there', () => {
    expect(() => fileDocumentPayload(undefined, BOOK_PATH)).not.toThrow();
    const store: Record<string, unknown> = { 'R/other': 'payload' };
    fileDocumentPayload(store, '/Product/%E0%A4%A');
    fileDocumentPayload(store, BOOK_PATH);
    expect(store).toEqual({ 'R/other': 'payload' });
  });
});
