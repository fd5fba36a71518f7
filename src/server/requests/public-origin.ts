import 'server-only';
import { serverConfig } from '../settings/config';

type Settings = { publicUrl: string | null; trustProxy: boolean };

/**
 * Whether the shopper's connection is HTTPS: the request's own scheme, or
 * X-Forwarded-Proto when a trusted reverse proxy sets it (SHOP_TRUST_PROXY).
 * Anyone can send that header, so it is ignored otherwise.
 */
export function requestIsHttps(request: Request, settings: Settings = serverConfig()): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  if (!settings.trustProxy) return false;
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https';
}

/**
 * The origin that canonical links, og:url, JSON-LD, robots.txt and the
 * sitemap start with: SHOP_PUBLIC_URL when set, else the request's own
 * origin with the scheme of requestIsHttps.
 */
export function publicOrigin(request: Request, settings: Settings = serverConfig()): string {
  if (settings.publicUrl) return settings.publicUrl;
  const url = new URL(request.url);
  const https = requestIsHttps(request, settings);
  return `${https ? 'https:' : url.protocol}//${url.host}`;
}
