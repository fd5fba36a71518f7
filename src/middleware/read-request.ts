import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { keepRequestFacts } from '@/server/requests/request-facts';

/**
 * The pipeline's first step: the request's URL read once (which page it
 * loads, whether every shopper gets that page the same, whether it is an API
 * call) and handed on with it to every later step (src/server/requests/request-facts.ts).
 */
export default function readRequestMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    keepRequestFacts(c);
    await next();
  };
}
