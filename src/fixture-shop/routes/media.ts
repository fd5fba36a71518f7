import type { ShopApp, ShopContext } from '../context';
import { failure } from '../envelope';
import { MEDIA_ID, MEDIA_NAME, mediaResponse } from '../media';
import { MESSAGES } from '../messages';

/**
 * Image files: `/media/<name>` (the image base address) and `/api/shop/media/{id}`.
 * Only names in the in-memory index are served; nothing joins a request to a path.
 */
export function mediaRoutes(app: ShopApp, ctx: ShopContext): void {
  app.get('/media/:name', (c) => {
    const name = c.req.param('name');
    const file = MEDIA_NAME.test(name) ? ctx.media.byName.get(name) : undefined;
    return file ? mediaResponse(file) : failure('notFound', MESSAGES.mediaNotFound);
  });

  app.get('/api/shop/media/:id', (c) => {
    const id = c.req.param('id');
    const file = MEDIA_ID.test(id) ? ctx.media.byId.get(id.toLowerCase()) : undefined;
    return file ? mediaResponse(file) : failure('notFound', MESSAGES.mediaNotFound);
  });
}
