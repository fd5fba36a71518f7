/** Persian text of the recently viewed row. */
export const RECENTLY_VIEWED_MESSAGES = {
  title: 'بازدیدهای اخیر شما',
  clear: 'پاک کردن',
  clearLabel: 'پاک کردن فهرست بازدیدهای اخیر',
  cleared: 'فهرست بازدیدهای اخیر پاک شد.',
} as const;
