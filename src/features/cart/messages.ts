/** Persian text of the cart. The toasts are SPEC §8's, copied exactly. */
export const CART_FAILURE_MESSAGES = {
  add: 'خطا در افزودن محصول به سبد خرید',
  decrease: 'خطا در کاهش محصول از سبد خرید',
  remove: 'خطا در حذف محصول از سبد خرید',
  update: 'خطا در بروزرسانی سبد خرید',
  clear: 'خطا در خالی کردن سبد خرید',
} as const;

export const CART_MESSAGES = {
  added: 'به سبد خرید افزوده شد.',
  cleared: 'سبد خرید خالی شد.',
  empty: 'سبد خرید شما خالی است.',
  loadFailed: 'سبد خرید بارگذاری نشد.',
  clearQuestion: 'همه محصولات از سبد خرید حذف شوند؟',
} as const;
