import { describe, expect, it } from 'vitest';
import { htmlSummary } from './html-summary';

describe('htmlSummary', () => {
  it('drops tags and collapses white space', () => {
    expect(htmlSummary('<p>رمانی  از <strong>صادق هدایت</strong></p>\n<p>چاپ تازه</p>')).toBe(
      'رمانی از صادق هدایت چاپ تازه',
    );
  });

  it('keeps a short text whole', () => {
    expect(htmlSummary('<p>کوتاه</p>', 10)).toBe('کوتاه');
  });

  it('cuts a long text at a word and marks the cut', () => {
    expect(htmlSummary('<p>یک دو سه چهار پنج</p>', 10)).toBe('یک دو سه…');
  });

  it('cuts a text without spaces at the limit', () => {
    expect(htmlSummary('ابپتثجچحخد', 5)).toBe('ا…');
  });

  it('is empty for HTML without text', () => {
    expect(htmlSummary('<img src="a.jpg"><br>')).toBe('');
  });
});
