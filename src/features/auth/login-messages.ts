/**
 * Persian text of the login form. Apart from messages.ts, which registration and
 * recovery share, so that only the login page's script carries it.
 */
export const LOGIN_MESSAGES = {
  passwordRequired: 'رمز عبور را وارد کنید.',
  welcome: (name: string | null) => (name ? `${name}، خوش آمدید.` : 'خوش آمدید.'),
} as const;
