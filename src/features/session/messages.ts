/** Persian text of the session feature. */
export const SESSION_MESSAGES = {
  /** SPEC §8: auth required — a warning toast saying that login is needed. */
  loginRequired: 'برای دسترسی به این صفحه ابتدا وارد حساب کاربری خود شوید.',
  sessionExpired: 'نشست شما به پایان رسیده است. لطفاً دوباره وارد شوید.',
  loggedOut: 'از حساب کاربری خارج شدید.',
} as const;

/** The notice the server guard leaves in a cookie, read back by the browser. */
export const LOGIN_REQUIRED_NOTICE = 'login-required';
