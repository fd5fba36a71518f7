import { httpRequestParts, type Transport } from '../transport';

export type FetchHandler = (req: Request) => Promise<Response>;

/**
 * Calls an in-process fetch-style handler (the embedded fixture shop) without
 * HTTP. The origin only fills the Request's URL; the handler sees the path.
 */
export function createHandlerTransport(
  handle: FetchHandler,
  options: { origin?: string } = {},
): Transport {
  const origin = options.origin ?? 'http://fixture-shop.local';
  return (req) => {
    const { url, method, headers, body } = httpRequestParts(req, origin);
    return handle(new Request(url, { method, headers, body }));
  };
}
