import { describe, expect, it } from 'vitest';
import { documentParts } from './document';

describe('documentParts', () => {
  it('counts the payload, JSON-LD and other scripts apart from the markup, whole tags included', () => {
    const payload = '<script nonce="n">(self.__FLIGHT_DATA||=[]).push("0:{}")</script>';
    const jsonLd = '<script type="application/ld+json">{"@type":"Product"}</script>';
    const other = '<script>$RC=function(){}</script>';
    const style = '<style>body{font-family:Vazirmatn}</style>';
    const markup = '<html><body><p>کتاب</p></body></html>';
    const parts = documentParts(
      `${markup.slice(0, 6)}${style}${markup.slice(6, 12)}${payload}${jsonLd}${markup.slice(12)}${other}`,
    );
    expect(parts).toEqual({
      payload: payload.length,
      structuredData: jsonLd.length,
      otherScripts: other.length,
      styles: style.length,
      markup: Buffer.byteLength(markup),
      total:
        style.length + payload.length + jsonLd.length + other.length + Buffer.byteLength(markup),
    });
  });

  it('a "<style>" in the payload’s text is the payload’s', () => {
    const payload = '<script>(self.__FLIGHT_DATA||=[]).push("<style>x</style>")</script>';
    expect(documentParts(`<p>a</p>${payload}`)).toMatchObject({
      payload: payload.length,
      styles: 0,
      markup: 8,
    });
  });

  it('a page without scripts is all markup', () => {
    expect(documentParts('<p>سلام</p>')).toMatchObject({
      payload: 0,
      structuredData: 0,
      otherScripts: 0,
      styles: 0,
      markup: 15,
      total: 15,
    });
  });
});
