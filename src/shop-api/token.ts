/**
 * The user id named by a session token: the JWT payload's `user_id`, else
 * `sub`, else `nameid` (docs/api-shapes.md). The token is decoded, not verified:
 * the shop checks it on every call. Null for anything unreadable; never throws.
 */
export function readUserIdFromToken(token: string | null | undefined): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims !== 'object' || claims === null) return null;
    const record = claims as Record<string, unknown>;
    for (const claim of ['user_id', 'sub', 'nameid']) {
      const value = claimText(record[claim]);
      if (value) return value;
    }
    return null;
  } catch {
    return null;
  }
}

function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** A claim as text; .NET may send nameid as a list, whose first entry is taken. */
function claimText(value: unknown): string | null {
  const first = Array.isArray(value) ? (value as unknown[])[0] : value;
  if (typeof first === 'number' && Number.isFinite(first)) return String(first);
  return typeof first === 'string' && first.trim() !== '' ? first.trim() : null;
}
