/**
 * The value of one cookie in a Cookie header or a `document.cookie` string,
 * percent-decoded where it can be; '' when the cookie is there but empty,
 * null when it is not there. The server's guards and API client and the
 * browser's session and toasts all read cookies through it.
 */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const index = part.indexOf('=');
    if (index === -1 || part.slice(0, index).trim() !== name) continue;
    const value = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}
