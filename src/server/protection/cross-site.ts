import 'server-only';
import { API_CART_CLEAR_PATH } from '@/shop-api/api-paths';

/** Reads that change something all the same (SPEC §7): emptying the cart is a GET. */
const WRITING_READS = new Set([API_CART_CLEAR_PATH]);

/** Whether a shop API request changes state: any method but GET and HEAD, and the GETs above. */
export function changesState(method: string, pathname: string): boolean {
  return (method !== 'GET' && method !== 'HEAD') || WRITING_READS.has(pathname);
}
