/** Persian text of checkout and settlement. */
export const CHECKOUT_MESSAGES = {
  emptyCart: 'سبد خرید شما خالی است؛ برای ثبت سفارش ابتدا محصولی به سبد بیفزایید.',
  chooseAddress: 'یک نشانی تحویل انتخاب کنید یا نشانی تازه‌ای بیفزایید.',
  noAddresses: 'هنوز نشانی‌ای ذخیره نکرده‌اید؛ برای ارسال سفارش یک نشانی بیفزایید.',
  addressSaved: 'نشانی ذخیره و برای این سفارش انتخاب شد.',
  noDraft: 'ابتدا نشانی تحویل را در صفحه تکمیل خرید انتخاب کنید.',
  placed: (number: string) => `سفارش ${number} ثبت شد.`,
  clearFailedAfterOrder: 'سفارش ثبت شد اما سبد خرید خالی نشد.',
} as const;
