import { Hono } from 'hono';
import { API_CALLS, apiPathPattern, type ApiCall } from '@/shop-api/api-calls';
import type { ShopApp, ShopContext, ShopEnv } from './context';
import { ShopError, failure } from './envelope';
import { MESSAGES } from './messages';
import { numericBodyIds, requireUser } from './request';
import { authRoutes } from './routes/auth';
import { cartRoutes } from './routes/cart';
import { catalogueRoutes } from './routes/catalogue';
import { contactInfoRoutes } from './routes/contact-info';
import { favouriteRoutes } from './routes/favourites';
import { invoiceRoutes } from './routes/invoices';
import { mediaRoutes } from './routes/media';
import { orderRoutes } from './routes/orders';
import { reviewRoutes } from './routes/reviews';
import { shopRoutes } from './routes/shop';
import { userRoutes } from './routes/users';

/**
 * The calls the shop answers without the shopper's token (the call table's
 * `token`); every other /users/ path needs it.
 */
const PUBLIC_CALLS = API_CALLS.filter((call: ApiCall) => !call.token).map(apiPathPattern);

/** Every route of the fixture shop. HEAD is answered from GET routes by Hono. */
export function createRouter(ctx: ShopContext): ShopApp {
  const app = new Hono<ShopEnv>();
  const auth = requireUser(ctx);

  app.onError((error) => {
    if (error instanceof ShopError) return failure(error.kind, error.message);
    console.error('[fixture-shop]', error);
    return failure('serverError', MESSAGES.serverError);
  });
  app.notFound(() => failure('notFound', MESSAGES.routeNotFound));
  app.use('/api/shop/*', numericBodyIds(ctx));

  // Also matches `/api/shop/users` itself.
  app.use('/api/shop/users/*', (c, next) =>
    PUBLIC_CALLS.some((call) => call.test(c.req.path)) ? next() : auth(c, next),
  );

  shopRoutes(app, ctx);
  mediaRoutes(app, ctx);
  reviewRoutes(app, ctx);
  catalogueRoutes(app, ctx);
  authRoutes(app, ctx);
  cartRoutes(app, ctx);
  favouriteRoutes(app, ctx);
  contactInfoRoutes(app, ctx);
  invoiceRoutes(app, ctx);
  orderRoutes(app, ctx);
  userRoutes(app, ctx);
  return app;
}
