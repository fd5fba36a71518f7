import { describe, expect, it } from 'vitest';
import { errorAnswer, errorDocument, movedDocument } from './error-document';

describe('errorDocument', () => {
  it('says in Persian that the shop is busy for 503 (a request shed under load)', () => {
    const page = errorDocument(503, '/');
    expect(page).toContain('<h1>فروشگاه لحظاتی شلوغ است</h1>');
    expect(page).toContain('<title>فروشگاه شلوغ است</title>');
    expect(page).not.toContain('Internal Server Error');
  });
  it('says Internal Server Error for every status but 404 and 503', () => {
    for (const status of [500, 502, 418]) {
      expect(errorDocument(status, '/x')).toContain('<h1 dir="ltr">Internal Server Error</h1>');
    }
  });
  it('names the path for 404, escaped', () => {
    expect(errorDocument(404, '/a<b>')).toContain('Page Not Found: /a&#60;b&#62;');
    expect(errorDocument(404, '/%E0%A4%A')).toContain('Page Not Found: /%E0%A4%A');
  });
  it('is Persian and right-to-left', () => {
    expect(errorDocument(500, '/')).toContain('<html lang="fa" dir="rtl">');
  });
});

describe('movedDocument', () => {
  it('links the new address, escaped, and holds no script', () => {
    const html = movedDocument('/Product/BK-1001/x?a=1&b="2"');
    expect(html).toContain('<a href="/Product/BK-1001/x?a=1&#38;b=&#34;2&#34;">');
    expect(html).toContain('<html lang="fa" dir="rtl">');
    expect(html).not.toContain('<script');
  });
});

describe('errorAnswer', () => {
  it('is the error page for a page load and plain text for an RSC request, never kept', async () => {
    const page = errorAnswer(500, '/Products');
    expect(page.status).toBe(500);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(await page.text()).toBe(errorDocument(500, '/Products'));
    const rsc = errorAnswer(404, '/RSC/R/x.txt');
    expect(rsc.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(rsc.headers.get('cache-control')).toBe('no-store');
    expect(await rsc.text()).toBe('Not Found');
    expect(await errorAnswer(500, '/RSC/R/x.txt').text()).toBe('Internal Server Error');
  });
});
