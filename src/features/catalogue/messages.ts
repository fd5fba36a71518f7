/** Persian text of the catalogue: the product page's defaults and the review form's checks. */
export const PRODUCT_MESSAGES = {
  /** SPEC §9 defaults. */
  noDescription: 'توضیحات محصول در دسترس نیست',
  noFeatures: 'ویژگی‌ای برای این محصول ثبت نشده است.',
  unavailable: 'محصول در دسترس نیست',
  /** A review whose author gave no name. */
  anonymousReviewer: 'کاربر فروشگاه',
  /** The first step of every trail. */
  home: 'خانه',
} as const;

export const REVIEW_MESSAGES = {
  rate: 'لطفاً امتیازی از ۱ تا ۵ انتخاب کنید.',
  commentTooShort: 'متن نظر باید دست‌کم ۳ نویسه باشد.',
  commentTooLong: 'متن نظر باید حداکثر ۱۰۰۰ نویسه باشد.',
} as const;
