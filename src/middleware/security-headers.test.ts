import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_CACHE } from '@/lib/routing/cache-policy';
import readRequest from './read-request';
import securityHeaders from './security-headers';

/**
 * The two steps in the pipeline's order, before an inner step that answers
 * `html` with `cacheControl`.
 */
function app(cacheControl: string, csp?: string) {
  const hono = new Hono();
  hono.use(readRequest());
  hono.use(securityHeaders());
  hono.get('*', () => {
    const headers: Record<string, string> = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': cacheControl,
    };
    if (csp) headers['content-security-policy'] = csp;
    return new Response('<html><body><script>1</script></body></html>', { headers });
  });
  return hono;
}

describe('the security-headers step', () => {
  it('never gives a nonce to an answer a shared cache may keep: it makes it private (docs/decisions/0086)', async () => {
    const answer = await app(PUBLIC_PAGE_CACHE).request('/About-us');
    const nonce = /'nonce-([^']+)'/.exec(answer.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(await answer.text()).toContain(`<script nonce="${nonce}">`);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  it('leaves a page that carries its own policy, and its Cache-Control, alone', async () => {
    const answer = await app(PUBLIC_PAGE_CACHE, "script-src 'self' 'sha256-x'").request(
      '/About-us',
    );
    expect(answer.headers.get('content-security-policy')).toBe("script-src 'self' 'sha256-x'");
    expect(answer.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE);
    expect(await answer.text()).not.toContain('nonce=');
  });
});
