import 'server-only';
/** The modern formats the endpoint answers in, best first. */
export type ModernFormat = 'avif' | 'webp';

/**
 * The best modern format a request's Accept header names explicitly with a
 * weight above 0; null for none. `image/*` and `*\/*` do not count: browsers
 * that cannot decode AVIF or WebP send them too.
 */
export function negotiateFormat(accept: string | null | undefined): ModernFormat | null {
  const accepted = new Set<string>();
  for (const part of (accept ?? '').split(',')) {
    const [type = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(type);
  }
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return null;
}
