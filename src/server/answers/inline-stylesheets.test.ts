import { describe, expect, it } from 'vitest';
import { textThrough } from '@test-support/unit/stream-through';
import { inlinable, stylesheetInliningTransform } from './inline-stylesheets';

const SHEET = '/assets/_root-abc.css';
const CSS = 'body{font-family:Vazirmatn}.price::after{content:"﷼"}';
const SHEETS = new Map([[SHEET, CSS]]);
const LINK = `<link rel="stylesheet" crossorigin="anonymous" href="${SHEET}" data-precedence="vite-rsc/importer-resources"/>`;
const INLINED = `<style>${CSS}</style><link disabled="" media="not all" rel="stylesheet" crossorigin="anonymous" href="${SHEET}" data-precedence="vite-rsc/importer-resources"/>`;
const PAGE = `<!DOCTYPE html><html lang="fa" dir="rtl"><head><meta charSet="utf-8"/><link rel="preload" href="/assets/v.woff2" as="font"/>${LINK}<title>فروشگاه</title></head><body><p>کتاب</p></body></html>`;

const through = (chunks: ReadonlyArray<string | Uint8Array>) =>
  textThrough(stylesheetInliningTransform(SHEETS), chunks);

describe('stylesheetInliningTransform', () => {
  it('writes the sheet in place of its link and keeps the link, disabled and for no media, for React to find', async () => {
    expect(await through([PAGE])).toBe(PAGE.replace(LINK, INLINED));
  });

  it('finds the link however the chunks cut the head', async () => {
    const expected = PAGE.replace(LINK, INLINED);
    const bytes = Buffer.from(PAGE);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected);
    }
    expect(await through([...PAGE])).toBe(expected);
  });

  it('leaves other links, unknown sheets and everything after the head alone', async () => {
    const other = `<link rel="stylesheet" href="/assets/elsewhere.css" data-precedence="x"/>`;
    const inBody = `<body><template>${LINK}</template></body>`;
    const page = `<html><head>${other}<link rel="icon" href="${SHEET}"/></head>${inBody}</html>`;
    expect(await through([page])).toBe(page);
  });

  it('passes a page without a head through whole', async () => {
    const page = '<p>Internal Server Error</p><link';
    expect(await through([page])).toBe(page);
  });

  it('holds back no more than a cut tag: the head before it goes out at once', async () => {
    const stream = new TransformStream<Uint8Array, Uint8Array>();
    const out = stream.readable.pipeThrough(stylesheetInliningTransform(SHEETS)).getReader();
    const writer = stream.writable.getWriter();
    void writer.write(Buffer.from('<html><head><meta charSet="utf-8"/><link rel="styles'));
    const first = await out.read();
    expect(Buffer.from(first.value ?? []).toString()).toBe('<html><head><meta charSet="utf-8"/>');
    void writer.write(Buffer.from(`heet" href="${SHEET}"/></head><body>`));
    const second = await out.read();
    expect(Buffer.from(second.value ?? []).toString()).toBe(
      `<style>${CSS}</style><link disabled="" media="not all" rel="stylesheet" href="${SHEET}"/></head><body>`,
    );
    void writer.close();
  });
});

describe('inlinable', () => {
  it('takes a sheet whose references mean the same from the page', () => {
    expect(inlinable('@font-face{src:url(/assets/v.woff2)format("woff2")}')).toBe(true);
    expect(
      inlinable('.a{background:url("data:image/png;base64,AAAA")}.b{behavior:url(#default#VML)}'),
    ).toBe(true);
    expect(inlinable('.a{background:url(https://tiles.example/a.png)}')).toBe(true);
  });

  it('refuses a sheet that would mean something else, or end the style element', () => {
    expect(inlinable('.a{background:url(images/layers.png)}')).toBe(false);
    expect(inlinable(".a{background:url('../x.png')}")).toBe(false);
    expect(inlinable('@import "other.css";')).toBe(false);
    expect(inlinable('.a::after{content:"</style><script>"}')).toBe(false);
  });
});
