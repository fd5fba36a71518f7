import 'server-only';
import type { ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serverConfig } from '../settings/config';

/** The socket's peer address (null when not served by Node's HTTP server: dev tooling). */
export function socketAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

/** Ends the shopper's connection (Node's response object, when served by @hono/node-server). */
export function clientAborter(c: Context): (() => void) | undefined {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  return outgoing ? () => outgoing.destroy() : undefined;
}

/**
 * Who a request comes from, for per-client limits: the socket's address or,
 * behind `hops` trusted reverse proxies (SHOP_TRUST_PROXY), the address of
 * X-Forwarded-For the outermost of them appended: the last with one proxy, the
 * one before it with a CDN in front of nginx (the earlier ones are the
 * client's to write). An IPv6 client counts by its /64, the block one
 * subscriber holds, so that rotating addresses within it gains nothing.
 */
export function clientKeyOf(
  forwardedFor: string | null | undefined,
  socket: string | null,
  hops: number,
): string {
  const chain = hops > 0 && forwardedFor ? forwardedFor.split(',') : [];
  // Fewer entries than proxies: the request skipped the outer ones, and the
  // first entry is the innermost's.
  const appended = chain.at(-Math.min(hops, chain.length))?.trim();
  const address = appended && isIP(appended) ? appended : (socket ?? '');
  const v4 = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (isIP(v4) !== 6) return v4 || 'unknown';
  return `${expandIpv6(v4).slice(0, 4).join(':')}::/64`;
}

export function clientKey(c: Context): string {
  return clientKeyOf(c.req.header('x-forwarded-for'), socketAddress(c), serverConfig().proxyHops);
}

/** The eight hextets of an IPv6 address, `::` expanded (an embedded IPv4 tail counts as two). */
function expandIpv6(address: string): string[] {
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const groups = (part: string) =>
    (part ? part.split(':') : []).flatMap((g) => (g.includes('.') ? ['v4', 'v4'] : [g]));
  const left = groups(head);
  const right = address.includes('::') ? groups(tail) : [];
  const zeros = Array.from({ length: Math.max(0, 8 - left.length - right.length) }, () => '0');
  return [...left, ...zeros, ...right].map((g) => g.replace(/^0+(?=.)/, ''));
}
