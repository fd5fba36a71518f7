/** Persian text of the catalogue: the review form's checks. */
export const REVIEW_MESSAGES = {
  rate: 'لطفاً امتیازی از ۱ تا ۵ انتخاب کنید.',
  commentTooShort: 'متن نظر باید دست‌کم ۳ نویسه باشد.',
  commentTooLong: 'متن نظر باید حداکثر ۱۰۰۰ نویسه باشد.',
} as const;
