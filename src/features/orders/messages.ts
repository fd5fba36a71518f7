/** Persian text of the orders tab. */
export const ORDER_MESSAGES = {
  notFound: 'این سفارش پیدا نشد.',
  notFoundInBrowser: 'این سفارش در این مرورگر پیدا نشد.',
  noItems: 'اقلام این سفارش در دسترس نیست.',
  statusNotRefreshed: (reason: string) => `وضعیت تازه از فروشگاه دریافت نشد (${reason}).`,
} as const;
