import { HOME_PATH, LOGIN_PATH } from '@/lib/routing/route-paths';

/**
 * The `redirect` query target of the login page, kept only when it is a path
 * of this site: anything that could leave the origin (`//evil`, `/\evil`,
 * `https:`, `javascript:`, control characters) is refused, so the login page
 * is never an open redirect.
 */
const PLACEHOLDER_ORIGIN = 'https://storefront.invalid';

export function safeRedirectTarget(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const target = raw.trim();
  if (!target.startsWith('/')) return null;
  // Browsers read a backslash as a slash: /\evil is //evil.
  if (target.startsWith('//') || target.includes('\\')) return null;
  // Tabs and newlines are dropped by URL parsers (/\t/evil → //evil); refuse all controls.
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (/[\u0000-\u001f\u007f]/.test(target)) return null;
  let url: URL;
  try {
    url = new URL(target, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  // The rule holds on the normalised path too: /.//evil.example/ becomes //evil.example/.
  if (url.pathname.startsWith('//')) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Going back to the login page after logging in would be a loop.
  if (new RegExp(`^${LOGIN_PATH}(?:[/?#]|$)`, 'i').test(path)) return null;
  return path;
}

/** Where to go after logging in: the safe target, else home. */
export function afterLoginPath(raw: string | null | undefined): string {
  return safeRedirectTarget(raw) ?? HOME_PATH;
}
