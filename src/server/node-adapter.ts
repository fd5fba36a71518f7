import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import {
  unstable_constants as constants,
  unstable_createServerEntryAdapter as createServerEntryAdapter,
  unstable_honoMiddleware as honoMiddleware,
} from 'waku/internals';
import { startServer } from './http-server';

const { DIST_PUBLIC } = constants;
const { contextMiddleware, rscMiddleware, middlewareRunner } = honoMiddleware;

/** Hashed build output never changes under its name; other public files may. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

/**
 * Waku's Node adapter (waku/adapters/node, 0.27.5), with two changes for
 * static files: they are served from the precompressed .br/.gz copies that
 * `npm run build` writes (scripts/precompress.mjs) and with cache headers,
 * long and immutable for the hashed files under /assets/. The HTTP server itself
 * is started by ./http-server.ts (timeouts, the start line, a busy port).
 */
export default createServerEntryAdapter(({ processRequest, processBuild, config, isBuild, notFoundHtml }, options) => {
  const { middlewareModules = {} } = (options ?? {}) as { middlewareModules?: Record<string, () => Promise<unknown>> };
  const app = new Hono();
  app.notFound((c) => (notFoundHtml ? c.html(notFoundHtml, 404) : c.text('404 Not Found', 404)));
  if (isBuild) {
    app.use(
      `${config.basePath}*`,
      serveStatic({
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
  app.use(contextMiddleware());
  app.use(middlewareRunner(middlewareModules as never));
  app.use(rscMiddleware({ processRequest }));
  return {
    fetch: app.fetch,
    build: processBuild,
    buildOptions: { distDir: config.distDir },
    buildEnhancers: ['waku/adapters/node-build-enhancer'],
    serve: startServer,
  };
});
