import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Rating } from './Rating';

/** The lit stars, the unlit ones, and what a screen reader hears. */
function shown(value: number) {
  const html = renderToStaticMarkup(<Rating value={value} />);
  const lit = /<span class="rating__star--on">(★*)<\/span>/.exec(html)?.[1] ?? '';
  const unlit = /<\/span>(★*)<\/span>/.exec(html)?.[1] ?? '';
  const label = /aria-label="([^"]*)"/.exec(html)?.[1];
  return { lit: lit.length, unlit: unlit.length, label };
}

describe('Rating', () => {
  it('lights the rounded score out of five stars and says it in Persian digits', () => {
    expect(shown(4.6)).toEqual({ lit: 5, unlit: 0, label: 'امتیاز: ۴٫۶ از ۵' });
    expect(shown(3.4)).toEqual({ lit: 3, unlit: 2, label: 'امتیاز: ۳٫۴ از ۵' });
    expect(shown(0)).toEqual({ lit: 0, unlit: 5, label: 'امتیاز: ۰ از ۵' });
  });

  it('shows the score it says, to one decimal, with the Persian decimal separator', () => {
    const html = renderToStaticMarkup(<Rating value={4.25} />);
    expect(/<span class="rating__value"[^>]*>([^<]*)</.exec(html)?.[1]).toBe('۴٫۳');
    expect(new Intl.NumberFormat('fa-IR').format(4.3)).toBe('۴٫۳');
  });

  it('keeps a score outside 0–5 within the five stars', () => {
    expect(shown(7)).toEqual({ lit: 5, unlit: 0, label: 'امتیاز: ۵ از ۵' });
    expect(shown(-2)).toEqual({ lit: 0, unlit: 5, label: 'امتیاز: ۰ از ۵' });
  });

  it('draws the stars in two elements, however many are lit', () => {
    const html = renderToStaticMarkup(<Rating value={2} />);
    const stars =
      /<span class="rating__stars"[^>]*>(.*?)<\/span><span class="rating__value"/.exec(html)?.[1] ??
      '';
    expect(stars.match(/<span/g)).toHaveLength(1);
  });
});
