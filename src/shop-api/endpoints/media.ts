import { MEDIA_ERROR_MESSAGE } from '../messages';
import { failure, success, type ApiResult } from '../result';
import { segment, type EndpointContext } from './context';

export type MediaFile = { contentType: string; body: ArrayBuffer };

export type MediaApi = ReturnType<typeof mediaEndpoints>;

export function mediaEndpoints({ send }: EndpointContext) {
  return {
    /**
     * GET /api/shop/media/{id}: the file and its type. Any failure, a JSON
     * answer included, is kind media with SPEC §8's media message.
     */
    async getMedia(id: string): Promise<ApiResult<MediaFile>> {
      try {
        const response = await send({ method: 'GET', path: `/api/shop/media/${segment(id)}` });
        const contentType = response.headers.get('content-type') ?? 'application/octet-stream';
        if (!response.ok || /[/+]json\b/i.test(contentType)) {
          await response.body?.cancel();
          return failure('media', MEDIA_ERROR_MESSAGE, { status: response.status });
        }
        return success({ contentType, body: await response.arrayBuffer() });
      } catch (error) {
        return failure('media', MEDIA_ERROR_MESSAGE, { detail: String(error) });
      }
    },
  };
}
