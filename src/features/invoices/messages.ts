/** Persian text of the invoices tab. */
export const INVOICE_MESSAGES = {
  created: (code: string | null) =>
    code ? `پیش‌فاکتور ${code} از سبد خرید شما ساخته شد.` : 'پیش‌فاکتور از سبد خرید شما ساخته شد.',
  deleted: (code: string) => `پیش‌فاکتور ${code} حذف شد.`,
  deleteQuestion: (code: string) => `پیش‌فاکتور ${code} حذف شود؟ این کار برگشت‌پذیر نیست.`,
  noDrafts: 'پیش‌فاکتوری ندارید.',
  noInvoices: 'هنوز فاکتوری برای شما صادر نشده است.',
  emptyCart: 'برای درخواست پیش‌فاکتور، ابتدا محصولی به سبد خرید بیفزایید.',
  notFound: 'این فاکتور پیدا نشد.',
} as const;
