/** The shop's static pages (SPEC §2), in the order the footer lists them. */
export const STATIC_PAGES = [
  { href: '/About-us', title: 'درباره ما' },
  { href: '/Contact-us', title: 'تماس با ما' },
  { href: '/Rules', title: 'قوانین و مقررات' },
  { href: '/Privacy', title: 'حریم خصوصی' },
] as const;
