/**
 * Matching a pathname against one route pattern (`/Product/{id}/{title}`),
 * the way the route table's matchRoute (./routes.ts) matches against every
 * route: the case of the literal segments and a trailing slash ignored,
 * parameters returned still percent-encoded. On its own so that browser code
 * that knows its patterns (fetching ahead, docs/decisions/0090) matches the
 * same way without loading the whole table.
 */

type Segment = { literal: string } | { param: string };

const parsedPatterns = new Map<string, readonly Segment[]>();

function segmentsOf(pattern: string): readonly Segment[] {
  let segments = parsedPatterns.get(pattern);
  if (!segments) {
    segments = pattern
      .split('/')
      .filter(Boolean)
      .map((part): Segment =>
        part.startsWith('{') ? { param: part.slice(1, -1) } : { literal: part },
      );
    parsedPatterns.set(pattern, segments);
  }
  return segments;
}

export type PatternMatch = {
  /** The path spelled as the route spells it (parameters kept as given, no trailing slash). */
  canonicalPath: string;
  params: Record<string, string>;
};

export function matchPattern(pattern: string, pathname: string): PatternMatch | null {
  const parts = pathname.split('/').filter(Boolean);
  const segments = segmentsOf(pattern);
  if (segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of segments.entries()) {
    const part = parts[index] ?? '';
    if ('param' in segment) params[segment.param] = part;
    else if (segment.literal.toLowerCase() !== part.toLowerCase()) return null;
  }
  const canonicalPath =
    '/' +
    segments
      .map((segment) => ('literal' in segment ? segment.literal : (params[segment.param] ?? '')))
      .join('/');
  return { canonicalPath, params };
}
