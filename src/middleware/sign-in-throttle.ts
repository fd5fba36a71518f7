import 'server-only';
import type { MiddlewareHandler } from 'hono';
import { apiErrorAnswer, tooManyAttemptsMessage } from '@/server/upstream/api-answers';
import { clientKey } from '@/server/requests/client-key';
import { metrics } from '@/server/observe/metrics';
import { requestIsHttps } from '@/server/requests/public-origin';
import { signInDevices } from '@/server/protection/sign-in-devices';
import { readSignInBody, signInCallOf, signInThrottle } from '@/server/protection/sign-in-throttle';
import { requestFacts } from '@/server/requests/request-facts';

/**
 * Sign-in calls (users/login, users/signup, users/password/*), counted per
 * client address, per phone from an address or a known device, and per phone
 * (src/lib/limits.ts, docs/decisions/0084). The body (within the request gate's
 * 1 MiB) is read here for its one phone number and sent on as read; a body that
 * does not name exactly one mobile number is a 400 envelope with the Persian
 * message, before anything is counted. Over a limit, a 429 envelope with
 * Retry-After and the Persian message, which the forms show as they show any
 * failed call, counted in `storefront_sign_in_throttled_total`. A proving call
 * the shop accepts sets the device cookie (src/server/protection/sign-in-devices.ts).
 */
export default function signInThrottleMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    const call = signInCallOf(c.req.method, requestFacts(c).pathname);
    if (!call) return next();
    const read = readSignInBody(await c.req.raw.text());
    if (!read.ok) {
      c.res = apiErrorAnswer(400, read.message);
      return;
    }
    const devices = signInDevices();
    const device = devices.recognise(c.req.header('cookie'), read.phone);
    const headers = new Headers(c.req.raw.headers);
    headers.delete('content-length');
    c.req.raw = new Request(c.req.raw, { body: read.body, headers });
    const decision = signInThrottle().admit(call, clientKey(c), read.phone, device);
    if (!decision.ok) {
      metrics().signInThrottled.inc({ call, limit: decision.limit });
      const seconds = decision.retryAfterSeconds;
      c.res = apiErrorAnswer(429, tooManyAttemptsMessage(seconds), {
        'retry-after': String(seconds),
      });
      return;
    }
    await next();
    if (decision.settle(c.res.status)) {
      c.res.headers.append(
        'set-cookie',
        devices.cookieFor(read.phone, device, requestIsHttps(c.req.raw)),
      );
    }
  };
}
