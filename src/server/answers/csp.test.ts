import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { textThrough } from '@test-support/unit/stream-through';
import { contentSecurityPolicy, createNonce, inlineScriptHashes, nonceTransform } from './csp';

const run = (chunks: string[], nonce = 'N') => textThrough(nonceTransform(nonce), chunks);

describe('nonceTransform', () => {
  it('adds the nonce to script and modulepreload tags', async () => {
    const html =
      '<head><link rel="modulepreload" href="/a.js"><script id="_R_">go()</script></head><body><script>x()</script></body>';
    expect(await run([html])).toBe(
      '<head><link rel="modulepreload" nonce="N" href="/a.js"><script nonce="N" id="_R_">go()</script></head><body><script nonce="N">x()</script></body>',
    );
  });

  it('finds tags split across chunks, at every split point', async () => {
    const html = '<p>a</p><script>push("x")</script><link rel="modulepreload" href="/b.js">';
    const expected =
      '<p>a</p><script nonce="N">push("x")</script><link rel="modulepreload" nonce="N" href="/b.js">';
    for (let split = 1; split < html.length; split += 1) {
      expect(await run([html.slice(0, split), html.slice(split)])).toBe(expected);
    }
  });

  it('marks every tag of a long page, in order, however the tags interleave', async () => {
    const parts = Array.from({ length: 200 }, (_, index) =>
      index % 3 === 0
        ? `<link rel="modulepreload" href="/${index}.js">`
        : `<p>کتاب ${index}</p><script>push(${index})</script>`,
    );
    const marked = parts.map((part) =>
      part
        .replace('<link rel="modulepreload"', '<link rel="modulepreload" nonce="N"')
        .replace('<script>', '<script nonce="N">'),
    );
    expect(await run([parts.join('')])).toBe(marked.join(''));
    expect(await run(parts)).toBe(marked.join(''));
  });

  it('leaves text inside a script alone', async () => {
    const html = '<script>push("<script>alert(1)</\\script>")</script><p>&lt;script&gt;</p>';
    expect(await run([html])).toBe(
      '<script nonce="N">push("<script>alert(1)</\\script>")</script><p>&lt;script&gt;</p>',
    );
  });

  it('keeps multi-byte Persian text intact across chunks', async () => {
    const bytes = new TextEncoder().encode('<p>کتاب</p><script>1</script>');
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
        controller.close();
      },
    });
    expect(await new Response(source.pipeThrough(nonceTransform('N'))).text()).toBe(
      '<p>کتاب</p><script nonce="N">1</script>',
    );
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts only by nonce and refuses framing', () => {
    const policy = contentSecurityPolicy({ nonce: 'abc' });
    expect(policy).toContain("script-src 'nonce-abc' 'strict-dynamic'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
  it('admits the service worker and the web app manifest from the storefront only, under either kind of policy', () => {
    for (const policy of [
      contentSecurityPolicy({ nonce: 'abc' }),
      contentSecurityPolicy({ hashes: ['sha256-x'] }),
    ]) {
      expect(policy).toContain("worker-src 'self';");
      expect(policy).toContain("manifest-src 'self';");
    }
  });
  it('admits pictures from the storefront, the trust seals and the map tile server when one is set', () => {
    const seals = 'https://trustseal.enamad.ir https://logo.samandehi.ir';
    expect(contentSecurityPolicy({ nonce: 'abc' })).toContain(
      `img-src 'self' data: blob: ${seals};`,
    );
    expect(
      contentSecurityPolicy({ nonce: 'abc' }, 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    ).toContain(`img-src 'self' data: blob: https://tile.openstreetmap.org ${seals};`);
    expect(
      contentSecurityPolicy({ nonce: 'abc' }, 'https://{s}.tiles.example.ir:8443/{z}/{x}/{y}.png'),
    ).toContain(`img-src 'self' data: blob: https://*.tiles.example.ir:8443 ${seals};`);
    expect(
      contentSecurityPolicy(
        { nonce: 'abc' },
        'https://tiles.example.ir;script-src*/{z}/{x}/{y}.png',
      ),
    ).toContain(`img-src 'self' data: blob: ${seals};`);
  });
  it('makes a fresh nonce each time', () => {
    expect(createNonce()).not.toBe(createNonce());
    expect(createNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

const sha256 = (text: string) =>
  `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes the text of each inline script as sent, skipping scripts with a src and repeats', () => {
    const html = new TextEncoder().encode(
      '<head><script type="module" src="/a.js"></script><script id="_R_">import("/a.js")</script></head>' +
        '<body><p>کتاب</p><script>push("کتاب </\\script>")</script><script>push(1)</script><script>push(1)</script></body>',
    );
    expect(inlineScriptHashes(html)).toEqual([
      sha256('import("/a.js")'),
      sha256('push("کتاب </\\script>")'),
      sha256('push(1)'),
    ]);
  });

  it('leaves out JSON-LD and JSON data blocks, which never run; any other type is hashed', () => {
    const html = new TextEncoder().encode(
      '<script type="application/ld+json">{"@type":"Product","name":"\\u003c/script>"}</script>' +
        '<script type=\'application/json\'>[1]</script><script type=text/javascript>go()</script><script type="text/x-other">x</script>',
    );
    expect(inlineScriptHashes(html)).toEqual([sha256('go()'), sha256('x')]);
  });

  it('finds nothing in a page without scripts, or with an unterminated one', () => {
    expect(inlineScriptHashes(new TextEncoder().encode('<p>&lt;script&gt;</p>'))).toEqual([]);
    expect(inlineScriptHashes(new TextEncoder().encode('<script>never closed'))).toEqual([]);
  });

  it('gives the policy of a shareable page: same-origin files and those hashes, no nonce', () => {
    const policy = contentSecurityPolicy({ hashes: [sha256('a'), sha256('b')] });
    expect(policy).toContain(`script-src 'self' '${sha256('a')}' '${sha256('b')}';`);
    expect(policy).not.toContain('nonce-');
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
  });
});
