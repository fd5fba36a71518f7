import { Parser } from 'htmlparser2';
import sanitizeHtmlLibrary from 'sanitize-html';
import { describe, expect, it, vi } from 'vitest';
import { XSS_PAYLOADS } from '@/fixture-shop/xss-payloads';
import { BACKEND_HTML_MAX_BYTES, BACKEND_HTML_MAX_DEPTH } from '@/lib/limits';
import {
  overCap,
  sanitizeHtml as sanitizeWithBase,
  sanitizeTrustSignature as sanitizeSignatureWithBase,
} from './sanitize-html';

// The library itself, counted: the memo test checks how often it runs.
vi.mock('sanitize-html', async (importOriginal) => {
  const original = (await importOriginal<{ default: typeof sanitizeHtmlLibrary }>()).default;
  return { default: vi.fn(original) };
});

const BASE = 'https://cdn.example.ir/images/';
const sanitizeHtml = (html: string | null | undefined) => sanitizeWithBase(html, BASE);
const sanitizeTrustSignature = (html: string | null | undefined) =>
  sanitizeSignatureWithBase(html, BASE);

describe('sanitizeHtml', () => {
  it('keeps rich text', () => {
    expect(sanitizeHtml('<p>سلام <strong>دنیا</strong></p><ul><li>یک</li></ul>')).toBe(
      '<p>سلام <strong>دنیا</strong></p><ul><li>یک</li></ul>',
    );
    expect(sanitizeHtml('<h1>عنوان</h1><table><tr><td colspan="2">x</td></tr></table>')).toBe(
      '<h2>عنوان</h2><table><tr><td colspan="2">x</td></tr></table>',
    );
  });

  it('drops scripts and event handlers', () => {
    const out = sanitizeHtml(
      '<p onclick="alert(1)">x</p><script>alert(1)</script><img src=x onerror=alert(1)>',
    );
    expect(out).toBe('<p>x</p>');
  });

  it('drops javascript:, data:, vbscript: and protocol-relative links', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="vbscript:msgbox(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA">')).toBe('');
  });

  it('opens external links safely and leaves internal ones alone', () => {
    expect(sanitizeHtml('<a href="https://example.ir" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://example.ir" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/Products" target="_blank">x</a>')).toBe(
      '<a href="/Products">x</a>',
    );
    expect(sanitizeHtml('<a href="tel:02188776655">x</a>')).toBe('<a href="tel:02188776655">x</a>');
  });

  it('keeps text styles and drops styles that can overlay or resize the page', () => {
    expect(sanitizeHtml('<p style="text-align:center;color:#e53935;font-weight:bold">x</p>')).toBe(
      '<p style="text-align:center;color:#e53935;font-weight:bold">x</p>',
    );
    expect(sanitizeHtml('<div style="position:fixed;inset:0;z-index:9999">x</div>')).toBe(
      '<div>x</div>',
    );
    expect(
      sanitizeHtml('<div style="transform:scale(50);width:100vw;margin-top:-100vh">x</div>'),
    ).toBe('<div>x</div>');
    expect(sanitizeHtml('<div style="background-color:url(javascript:alert(1))">x</div>')).toBe(
      '<div>x</div>',
    );
    expect(sanitizeHtml(`<img src="${BASE}a.webp" width="300" height="99999">`)).toBe(
      '<img src="/_img/640/n/a.webp" width="300" loading="lazy" />',
    );
  });

  it("serves the shop's own pictures through the image endpoint and drops others", () => {
    expect(sanitizeHtml(`<img src="${BASE}products/tea.jpg" alt="چای">`)).toBe(
      '<img src="/_img/960/n/products/tea.jpg" alt="چای" loading="lazy" />',
    );
    expect(sanitizeHtml('<img src="/api/shop/media/12345" width="40">')).toBe(
      '<img src="/_img/96/m/12345" width="40" loading="lazy" />',
    );
    expect(sanitizeWithBase('<img src="/media/a.png">', '/media/')).toBe(
      '<img src="/_img/960/n/a.png" loading="lazy" />',
    );
    for (const other of [
      'https://elsewhere.example/a.jpg',
      '/other/a.jpg',
      'a.jpg',
      '12345',
      `${BASE}../a.jpg`,
      'https://trustseal.enamad.ir/logo.aspx?id=1',
    ]) {
      expect(sanitizeHtml(`<p>x<img src="${other}"></p>`), other).toBe('<p>x</p>');
    }
  });

  it('drops ids, classes and unknown directions', () => {
    expect(sanitizeHtml('<p id="main" class="skip-link" dir="ltr" lang="en">x</p>')).toBe(
      '<p dir="ltr" lang="en">x</p>',
    );
    expect(sanitizeHtml('<p dir="sideways">x</p>')).toBe('<p>x</p>');
  });

  it('turns empty input into an empty string', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('   ')).toBe('');
  });
});

/** The allow-list the output must stay inside, checked on the serialised result. */
const TAGS = new Set(
  'p br hr h2 h3 h4 h5 h6 strong b em i u s small sub sup mark blockquote q cite code pre ul ol li dl dt dd a img figure figcaption table thead tbody tfoot tr th td caption span div abbr bdi bdo'.split(
    ' ',
  ),
);
const ATTRIBUTES = new Set(
  'href title target rel src alt width height loading colspan rowspan scope dir lang style'.split(
    ' ',
  ),
);
const TAG = /<\/?([a-z0-9]+)((?:\s+[a-z-]+="[^"<>]*")*)\s*\/?>/g;
const ATTRIBUTE = /([a-z-]+)="([^"]*)"/g;

function violations(html: string): string[] {
  const found: string[] = [];
  for (const [, tag = '', attributes = ''] of html.matchAll(TAG)) {
    if (!TAGS.has(tag)) found.push(`tag ${tag}`);
    for (const [, name = '', value = ''] of attributes.matchAll(ATTRIBUTE)) {
      if (!ATTRIBUTES.has(name)) found.push(`attribute ${name}`);
      if (
        (name === 'href' || name === 'src') &&
        !/^(https?:|mailto:|tel:|\/(?!\/)|[\w.-]+($|[/?#]))/i.test(value)
      ) {
        found.push(`${name}=${value}`);
      }
      if (
        name === 'style' &&
        /url|expression|position|inset|z-index|transform|width|height|margin/i.test(value)
      ) {
        found.push(`style=${value}`);
      }
    }
  }
  // Every '<' left is a real tag: text is escaped.
  if (html.replace(TAG, '').includes('<')) found.push('unparsed <');
  return found;
}

describe('XSS corpus through the sanitiser', () => {
  it('has at least 30 known payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it('the checker notices an unsafe output', () => {
    expect(violations('<img src=x onerror=alert(1)>')).not.toEqual([]);
    expect(violations('<p onclick="alert(1)">x</p>')).toEqual(['attribute onclick']);
    expect(violations('<a href="javascript:alert(1)">x</a>')).toEqual(['href=javascript:alert(1)']);
  });

  it.each(XSS_PAYLOADS.map((payload) => [payload]))('%s', (payload) => {
    const out = sanitizeHtml(payload);
    expect(violations(out)).toEqual([]);
    expect(out).not.toMatch(/javascript:|vbscript:|data:/i);
    // Sanitising again changes nothing: no mutation left for the browser's parser.
    expect(sanitizeHtml(out)).toBe(out);
    expect(violations(sanitizeTrustSignature(payload))).toEqual([]);
  });
});

describe('sanitizeTrustSignature', () => {
  it('keeps the e-Namad snippet with the origin Referer the seal checks', () => {
    const snippet =
      "<a referrerpolicy='origin' target='_blank' href='https://trustseal.enamad.ir/?id=1&Code=y'><img referrerpolicy='origin' src='https://trustseal.enamad.ir/logo.aspx?id=1&Code=y' alt='' style='cursor:pointer' code='y' onclick='window.open(1)'></a>";
    expect(sanitizeTrustSignature(snippet)).toBe(
      '<a href="https://trustseal.enamad.ir/?id=1&amp;Code=y" target="_blank" rel="noopener" referrerpolicy="origin"><img src="https://trustseal.enamad.ir/logo.aspx?id=1&amp;Code=y" alt="" loading="lazy" referrerpolicy="origin" /></a>',
    );
  });

  it("serves a badge picture of the shop's own through the image endpoint", () => {
    expect(
      sanitizeWithBase(
        '<a href="https://trustseal.enamad.ir/?id=1"><img src="/media/enamad.svg" width="96" height="96"></a>',
        '/media/',
      ),
    ).toContain('<img src="/_img/192/n/enamad.svg" width="96" height="96" loading="lazy" />');
  });

  it('turns a bare seal id into a link, and treats other hosts like any external link', () => {
    expect(sanitizeTrustSignature(' 123456 ')).toContain(
      'href="https://trustseal.enamad.ir/?id=123456"',
    );
    expect(
      sanitizeTrustSignature(
        '<a href="https://evil.example" referrerpolicy="unsafe-url"><img src="javascript:alert(1)"></a><p>x</p>',
      ),
    ).toBe('<a href="https://evil.example" target="_blank" rel="noopener noreferrer"></a>x');
    expect(sanitizeTrustSignature(null)).toBe('');
  });
});

describe('caps on backend HTML (docs/decisions/0008)', () => {
  const nested = (depth: number) => `${'<div>'.repeat(depth)}متن${'</div>'.repeat(depth)}`;

  it('keeps HTML at the depth cap and drops it one level deeper, with one log line', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(sanitizeHtml(nested(BACKEND_HTML_MAX_DEPTH))).toContain('متن');
      expect(overCap(nested(BACKEND_HTML_MAX_DEPTH + 1))).toMatch(/nested deeper than 64/);
      const deep = nested(BACKEND_HTML_MAX_DEPTH + 1);
      expect(sanitizeHtml(deep)).toBe('');
      expect(sanitizeHtml(deep)).toBe('');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(
        /^\[sanitize\] backend HTML dropped: nested deeper than 64 elements$/,
      );
    } finally {
      warn.mockRestore();
    }
  });

  it('drops HTML over the size cap before reading it', () => {
    const atCap = `<p>x${'ا'.repeat((BACKEND_HTML_MAX_BYTES - 8) / 2)}</p>`;
    expect(Buffer.byteLength(atCap)).toBe(BACKEND_HTML_MAX_BYTES);
    expect(overCap(atCap)).toBeNull();
    expect(overCap(`${atCap} `)).toBe(
      `${BACKEND_HTML_MAX_BYTES + 1} bytes, over the ${BACKEND_HTML_MAX_BYTES}-byte cap`,
    );
  });

  it('stops reading nested HTML at the depth cap: the tags read are the cap plus one, not the 52,000 of the input', () => {
    // sanitize-html alone needs seconds for this input (every tag, at every depth); the check
    // reads tags only until one is too deep, which is what keeps it cheap whatever the size.
    const megabyte = nested(90_000).slice(0, BACKEND_HTML_MAX_BYTES);
    const tagsRead = vi.spyOn(Parser.prototype, 'onopentagname');
    try {
      expect(overCap(megabyte)).toMatch(/nested deeper/);
      expect(tagsRead).toHaveBeenCalledTimes(BACKEND_HTML_MAX_DEPTH + 1);
    } finally {
      tagsRead.mockRestore();
    }
  });

  it('sanitises one source once: the second render reads the kept result', () => {
    const source = `<p>نسخهٔ ${Math.random()}</p><script>alert(1)</script>`;
    const library = vi.mocked(sanitizeHtmlLibrary);
    const before = library.mock.calls.length;
    const first = sanitizeHtml(source);
    expect(first).not.toContain('script');
    expect(sanitizeHtml(source.slice(0))).toBe(first);
    expect(sanitizeHtml(source)).toBe(first);
    expect(library.mock.calls.length - before).toBe(1);
  });
});
