import 'server-only';
/**
 * Response headers that every page and API answer carries. The shop uses
 * none of the powerful browser features except geolocation for the address
 * map; framing is refused outright.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
].join(', ');

export function securityHeaders({ https }: { https: boolean }): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * The policy of everything that comes from the shop API: nothing in it runs,
 * and it cannot reach our origin.
 */
export const FOREIGN_ANSWER_CSP = "default-src 'none'; sandbox";

/**
 * Picture types a browser shows and never runs; anything else from the media
 * endpoint is a download.
 */
const RASTER_IMAGE = /^image\/(png|jpeg|gif|webp|avif|bmp|x-icon|vnd\.microsoft\.icon)\s*(;|$)/i;

/**
 * Paths whose answers are the shop API's, not our renderer's: the /api/shop/*
 * proxy and the embedded shop's /media/.
 */
export function isForeignAnswerPath(pathname: string): boolean {
  return pathname.startsWith('/api/shop/') || pathname.startsWith('/media/');
}

/**
 * Headers that keep an answer of the shop API inert on our origin (docs/decisions/0008):
 * a CSP that allows nothing and sandboxes the document, no sniffing, and for
 * the media endpoints `Content-Disposition: attachment` on anything that is
 * not a raster image (SVG and HTML can carry script).
 */
export function foreignAnswerHeaders(
  pathname: string,
  contentType: string | null,
): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': FOREIGN_ANSWER_CSP,
    'X-Content-Type-Options': 'nosniff',
  };
  const media = pathname.startsWith('/api/shop/media/') || pathname.startsWith('/media/');
  if (media && !RASTER_IMAGE.test(contentType ?? '')) headers['Content-Disposition'] = 'attachment';
  return headers;
}
