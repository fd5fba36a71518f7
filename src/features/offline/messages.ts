/** The Persian text of the offline support (docs/decisions/0090). */

/**
 * The banner while the device is offline, or the page on screen is the copy
 * kept on it (every page loads this one).
 */
export const OFFLINE_BANNER = 'اتصال اینترنت برقرار نیست یا کند است؛ این صفحه ممکن است قدیمی باشد.';

/** The offline page, shown for a page that was never kept. */
export const OFFLINE_PAGE_MESSAGES = {
  title: 'اتصال اینترنت برقرار نیست',
  text: 'این صفحه هنوز روی این دستگاه ذخیره نشده است و بدون اینترنت باز نمی‌شود. صفحه‌هایی که پیش‌تر دیده‌اید بدون اینترنت هم باز می‌شوند. پس از وصل شدن دوباره امتحان کنید.',
  retry: 'تلاش دوباره',
  home: 'صفحهٔ اصلی',
  /** A retry while the device still has no connection. */
  stillOffline: 'هنوز اتصال اینترنت برقرار نیست.',
} as const;
