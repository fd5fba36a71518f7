import 'server-only';

/** Reads that change something all the same (SPEC §7): emptying the cart is a GET. */
const WRITING_READS = new Set(['/api/shop/users/cart/clear']);

/** Whether a shop API request changes state: any method but GET and HEAD, and the GETs above. */
export function changesState(method: string, pathname: string): boolean {
  return (method !== 'GET' && method !== 'HEAD') || WRITING_READS.has(pathname);
}
