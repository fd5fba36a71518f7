import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { apiErrorAnswer, tooManyAttemptsMessage } from '@/server/api-answers';
import { clientKey } from '@/server/client-key';
import { metrics } from '@/server/metrics';
import { readSignInBody, signInCallOf, signInThrottle } from '@/server/sign-in-throttle';
import { requestFacts } from '@/server/request-facts';

/**
 * Sign-in calls (users/login, users/signup, users/password/*) per client
 * address and per phone number (src/lib/limits.ts,
 * docs/decisions/0084): over a limit, a 429 envelope with Retry-After and
 * the Persian message, which the forms show as they show any failed call;
 * counted in `storefront_sign_in_throttled_total`. The body (within the
 * request gate's 1 MiB) is read here for the phone number and sent on as
 * read.
 */
export default function signInThrottleMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    const call = signInCallOf(c.req.method, requestFacts(c).pathname);
    if (!call) return next();
    const { phones, body } = readSignInBody(await c.req.raw.text());
    const headers = new Headers(c.req.raw.headers);
    headers.delete('content-length');
    c.req.raw = new Request(c.req.raw, { body, headers });
    const decision = signInThrottle().admit(call, clientKey(c), phones);
    if (!decision.ok) {
      metrics().signInThrottled.inc({ call, limit: decision.limit });
      const seconds = decision.retryAfterSeconds;
      c.res = apiErrorAnswer(429, tooManyAttemptsMessage(seconds), { 'retry-after': String(seconds) });
      return;
    }
    await next();
    decision.settle(c.res.status);
  };
}
