import { describe, expect, it } from 'vitest';
import { validateReview } from './review-input';

describe('validateReview', () => {
  it('accepts a rate of 1 to 5 with a text', () => {
    expect(validateReview({ rate: 5, comment: 'عالی بود' })).toEqual({});
  });

  it('rejects a missing rate, a short and a long text with Persian messages', () => {
    expect(validateReview({ rate: 0, comment: 'خوب' })).toEqual({
      rate: 'لطفاً امتیازی از ۱ تا ۵ انتخاب کنید.',
    });
    expect(validateReview({ rate: 6, comment: 'خوب' })).toEqual({
      rate: 'لطفاً امتیازی از ۱ تا ۵ انتخاب کنید.',
    });
    expect(validateReview({ rate: 2.5, comment: 'خوب' })).toEqual({
      rate: 'لطفاً امتیازی از ۱ تا ۵ انتخاب کنید.',
    });
    expect(validateReview({ rate: 3, comment: '  خ ' }).comment).toBe(
      'متن نظر باید دست‌کم ۳ نویسه باشد.',
    );
    expect(validateReview({ rate: 3, comment: 'ا'.repeat(1001) }).comment).toBe(
      'متن نظر باید حداکثر ۱۰۰۰ نویسه باشد.',
    );
  });
});
