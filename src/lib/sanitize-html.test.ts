import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps rich text', () => {
    expect(sanitizeHtml('<p>سلام <strong>دنیا</strong></p><ul><li>یک</li></ul>')).toBe(
      '<p>سلام <strong>دنیا</strong></p><ul><li>یک</li></ul>',
    );
  });
  it('drops scripts and event handlers', () => {
    const out = sanitizeHtml('<p onclick="alert(1)">x</p><script>alert(1)</script><img src=x onerror=alert(1)>');
    expect(out).not.toMatch(/script|onclick|onerror|alert/);
  });
  it('drops javascript: and data: links', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
  });
  it('opens external links safely', () => {
    expect(sanitizeHtml('<a href="https://example.ir">x</a>')).toBe(
      '<a href="https://example.ir" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
  it('drops inline styles', () => {
    expect(sanitizeHtml('<div style="position:fixed;inset:0">x</div>')).toBe('<div>x</div>');
  });
  it('turns empty input into an empty string', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('   ')).toBe('');
  });
});
