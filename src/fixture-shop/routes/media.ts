import type { ShopApp, ShopContext } from '../context';
import { failure } from '../envelope';
import { MEDIA_ID, MEDIA_NAME, mediaResponse, type MediaFile } from '../media';
import { MESSAGES } from '../messages';

/**
 * Image files: `/media/<name>` (the image base address) and `/api/shop/media/{id}`.
 * Only names in the in-memory index are served; nothing joins a request to a path.
 * The `photos` scenario answers the camera-sized photo of each picture.
 */
export function mediaRoutes(app: ShopApp, ctx: ShopContext): void {
  const answer = async (key: string, file: MediaFile | undefined) => {
    if (!file) return failure('notFound', MESSAGES.mediaNotFound);
    return mediaResponse(ctx.scenario() === 'photos' ? await ctx.photos.photoOf(key, file) : file);
  };

  app.get('/media/:name', (c) => {
    const name = c.req.param('name');
    const file = MEDIA_NAME.test(name) ? ctx.media.byName.get(name) : undefined;
    return answer(name.slice(0, name.lastIndexOf('.')).toLowerCase(), file);
  });

  app.get('/api/shop/media/:id', (c) => {
    const id = c.req.param('id').toLowerCase();
    return answer(id, MEDIA_ID.test(id) ? ctx.media.byId.get(id) : undefined);
  });
}
