/** Persian text of the favourites. */
export const FAVOURITE_MESSAGES = {
  added: 'به علاقه‌مندی‌ها افزوده شد.',
  removed: 'از علاقه‌مندی‌ها حذف شد.',
  addFailed: 'خطا در افزودن محصول به علاقه‌مندی‌ها',
  removeFailed: 'خطا در حذف محصول از علاقه‌مندی‌ها',
  loginNeeded: 'برای نگه داشتن علاقه‌مندی‌ها ابتدا وارد حساب کاربری خود شوید.',
  login: 'ورود',
  add: 'افزودن به علاقه‌مندی‌ها',
  remove: 'حذف از علاقه‌مندی‌ها',
  /** The card's heart, a toggle button: its name stays, aria-pressed tells the state. */
  toggleLabel: (title: string) => `افزودن «${title}» به علاقه‌مندی‌ها`,
} as const;
