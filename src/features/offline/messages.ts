/** The Persian text of the offline support (docs/decisions/0090). */
export const OFFLINE_MESSAGES = {
  /** The banner while the device has no connection. */
  bannerOffline: 'اتصال اینترنت برقرار نیست؛ این صفحه ممکن است قدیمی باشد.',
  /** The banner when the network failed or was too slow and the page's kept copy is shown. */
  bannerKeptCopy: 'اتصال اینترنت برقرار نیست یا کند است؛ این صفحه از نسخهٔ ذخیره‌شده نمایش داده می‌شود و ممکن است قدیمی باشد.',
  pageTitle: 'اتصال اینترنت برقرار نیست',
  pageText:
    'این صفحه هنوز روی این دستگاه ذخیره نشده است و بدون اینترنت باز نمی‌شود. صفحه‌هایی که پیش‌تر دیده‌اید بدون اینترنت هم باز می‌شوند. پس از وصل شدن دوباره امتحان کنید.',
  retry: 'تلاش دوباره',
  home: 'صفحهٔ اصلی',
  /** A retry while the device still has no connection. */
  stillOffline: 'هنوز اتصال اینترنت برقرار نیست.',
} as const;
