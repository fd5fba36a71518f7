import 'server-only';
import { Agent, fetch as undiciFetch } from 'undici';
import { readLimited } from '@/shop-api/read-limited';
import { publicShopApi } from '../upstream/shop-api';
import { embeddedShop } from '../upstream/embedded-shop';
import { PLACEHOLDER_LOGO_SVG } from './placeholder-logo';
import type { SourceLocation } from './source-location';
import { processSingleton } from '../runtime/process-singleton';

export type SourceBytes = { ok: true; bytes: Uint8Array } | { ok: false; reason: string };

export type FetchLimits = { maxBytes: number; timeoutMs: number };

/** Keep-alive sockets to the image base's host. */
function imageAgent(timeoutMs: number): Agent {
  return processSingleton(
    '__imageAgent',
    () =>
      new Agent({
        keepAliveTimeout: 10_000,
        connections: 16,
        connect: { timeout: timeoutMs },
        allowH2: false,
      }),
  );
}

/**
 * A source's bytes, at most maxBytes of them, within timeoutMs. Media ids go
 * through the shop API client (the same as /api/shop/media/{id}); names under
 * an http(s) base over undici, redirects not followed (a redirect could lead
 * anywhere); the embedded shop's /media/ in process. Failures are values.
 * `signal` gives the fetch up (every client of the picture has gone).
 */
export async function fetchSource(
  location: SourceLocation,
  limits: FetchLimits,
  signal?: AbortSignal,
): Promise<SourceBytes> {
  try {
    if (location.kind === 'placeholder')
      return { ok: true, bytes: new TextEncoder().encode(PLACEHOLDER_LOGO_SVG) };
    if (location.kind === 'media') {
      const result = await publicShopApi().getMedia(location.id, {
        maxBytes: limits.maxBytes,
        signal,
      });
      return result.ok
        ? { ok: true, bytes: new Uint8Array(result.value.body) }
        : { ok: false, reason: result.detail ?? `status ${result.status}` };
    }
    const response =
      location.kind === 'url'
        ? ((await undiciFetch(location.url, {
            dispatcher: imageAgent(limits.timeoutMs),
            redirect: 'manual',
            signal: signal
              ? AbortSignal.any([AbortSignal.timeout(limits.timeoutMs), signal])
              : AbortSignal.timeout(limits.timeoutMs),
          })) as unknown as Response)
        : await embeddedShop().handle(new Request(`http://fixture-shop.local${location.path}`));
    if (response.status !== 200) {
      await response.body?.cancel();
      return { ok: false, reason: `status ${response.status}` };
    }
    const bytes = await readLimited(response, limits.maxBytes);
    return bytes
      ? { ok: true, bytes }
      : { ok: false, reason: `larger than ${limits.maxBytes} bytes` };
  } catch (error) {
    return { ok: false, reason: String(error) };
  }
}
