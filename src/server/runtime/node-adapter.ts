import 'server-only';
import path from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { unstable_createServerEntryAdapter as createServerEntryAdapter } from 'waku/adapter-builders';
import {
  unstable_constants as constants,
  unstable_honoMiddleware as honoMiddleware,
} from 'waku/internals';
import { startServer } from './http-server';
import { logger } from '../observe/logger';
import { observeRequests } from '../observe/request-observer';
import { serveStaticFiles } from './static-files';
import { currentRequestScope } from '../requests/request-scope';
import { responseDecisionsScope } from '../requests/request-context';
import { describeError } from '../upstream/upstream-calls';

const { DIST_PUBLIC } = constants;
const { rscMiddleware } = honoMiddleware;

/** Hashed build output never changes under its name; other public files may. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

/**
 * The steps run one inside the other within one Hono handler, as Waku's
 * runner runs them: an error thrown inside one reaches the steps outside it
 * (the errors step) before Hono's error handler, which would answer at the
 * step that threw.
 */
function inOrder(steps: readonly MiddlewareHandler[]): MiddlewareHandler {
  return async (c, next) => {
    const run = async (index: number): Promise<void> => {
      const step = steps[index];
      if (step) await step(c, () => run(index + 1));
      else await next();
    };
    await run(0);
  };
}

/**
 * Waku's Node adapter (waku/adapters/node, 1.0), with these changes:
 * static files are served from the precompressed .br/.gz copies that
 * `npm run build` writes (scripts/precompress.mjs) and with cache headers,
 * long and immutable for the hashed files under /assets/, Range requests by
 * RFC 9110 (./static-files.ts); every request,
 * static files included, is logged and measured (request-observer.ts). The
 * HTTP server itself is started by ./http-server.ts (timeouts, the start line,
 * a busy port, metrics on METRICS_PORT, the drain on SIGTERM/SIGINT). An
 * error thrown past the middleware (Waku failing on a request it cannot
 * read) is one log line and a 500, which the errors middleware turns into
 * the error page; Hono's default would print the stack. The middleware is
 * the ordered list it is given (`pipeline`, src/middleware/pipeline.ts), not
 * Waku's folder of files run in the order of their names.
 */
export default createServerEntryAdapter(
  ({ processRequest, processBuild, config, isBuild, notFoundHtml }, options) => {
    const { pipeline = [] } = (options ?? {}) as {
      pipeline?: ReadonlyArray<() => MiddlewareHandler>;
    };
    const app = new Hono();
    app.notFound((c) => (notFoundHtml ? c.html(notFoundHtml, 404) : c.text('404 Not Found', 404)));
    app.onError((error, c) => {
      logger().error(
        { reqId: currentRequestScope()?.id, error: describeError(error) },
        'request failed',
      );
      return c.text('Internal Server Error', 500);
    });
    app.use(observeRequests());
    if (isBuild) {
      app.use(
        `${config.basePath}*`,
        serveStaticFiles({
          root: path.join(config.distDir, DIST_PUBLIC),
          rewriteRequestPath: (requestPath) => requestPath.slice(config.basePath.length - 1),
          precompressed: true,
          onFound: (foundPath, c) => {
            c.header('Cache-Control', foundPath.includes('/assets/') ? IMMUTABLE : SHORT);
            c.header('X-Content-Type-Options', 'nosniff');
          },
        }),
      );
    }
    app.use(responseDecisionsScope());
    app.use(inOrder(pipeline.map((step) => step())));
    app.use(rscMiddleware({ processRequest }));
    return {
      fetch: app.fetch,
      build: processBuild,
      buildOptions: { distDir: config.distDir },
      buildEnhancers: ['waku/adapters/node-build-enhancer'],
      serve: startServer,
    };
  },
);
