import 'server-only';
import { contentSecurityPolicy, inlineScriptHashes } from './csp';
import type { CachedPage } from './page-cache';

/**
 * A page's answer streamed to its shopper as it is made, and the same bytes
 * collected alongside (docs/decisions/0086): `whole` resolves with them once
 * the answer has ended, or with null when it broke off. A shopper who goes
 * away does not stop the copy.
 */
export function copyWhileStreaming(body: ReadableStream<Uint8Array>): {
  stream: ReadableStream<Uint8Array>;
  whole: Promise<Uint8Array<ArrayBuffer> | null>;
} {
  const [stream, copy] = body.tee();
  return { stream, whole: readWhole(copy) };
}

/** Every byte of a body, or null when it fails. */
export async function readWhole(
  body: ReadableStream<Uint8Array>,
): Promise<Uint8Array<ArrayBuffer> | null> {
  try {
    return new Uint8Array(await new Response(body).arrayBuffer());
  } catch {
    return null;
  }
}

/**
 * The copy of a whole page that shared caches may keep (docs/decisions/0080):
 * its headers with a Content-Security-Policy of its inline scripts' hashes,
 * the same bytes for every shopper, no nonce anywhere.
 */
export function shareableCopy(
  headers: Headers,
  body: Uint8Array<ArrayBuffer>,
  mapTileUrl: string,
): CachedPage {
  const kept = new Headers(headers);
  kept.delete('content-length');
  kept.set(
    'content-security-policy',
    contentSecurityPolicy({ hashes: inlineScriptHashes(body) }, mapTileUrl),
  );
  return { headers: [...kept.entries()], body };
}
