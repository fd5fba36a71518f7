import { httpRequestParts, type Transport } from '../transport';

/**
 * The browser's transport: same-origin `/api/shop/...` by default, through the
 * storefront's proxy. Kept tiny and free of Node imports (client bundle).
 */
export function createFetchTransport(options: { baseUrl?: string } = {}): Transport {
  const baseUrl = options.baseUrl ?? '';
  return (req) => {
    const { url, method, headers, body } = httpRequestParts(req, baseUrl);
    return fetch(url, { method, headers, body, credentials: 'same-origin' });
  };
}
