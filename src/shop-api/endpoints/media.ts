import { MEDIA_ERROR_MESSAGE } from '../messages';
import { API_MEDIA_PREFIX } from '../api-paths';
import { readLimited } from '../read-limited';
import { failure, success, type ApiResult } from '../result';
import { segment, type EndpointContext } from './context';

export type MediaFile = { contentType: string; body: ArrayBuffer };

/**
 * maxBytes: a larger file is a failure, read no further than the limit; signal:
 * the call given up.
 */
export type MediaOptions = { maxBytes?: number; signal?: AbortSignal };

export type MediaApi = ReturnType<typeof mediaEndpoints>;

export function mediaEndpoints({ send }: EndpointContext) {
  return {
    /**
     * GET /api/shop/media/{id}: the file and its type. Any failure, a JSON
     * answer included, is kind media with SPEC §8's media message.
     */
    async getMedia(id: string, options: MediaOptions = {}): Promise<ApiResult<MediaFile>> {
      try {
        const response = await send({
          method: 'GET',
          path: `${API_MEDIA_PREFIX}${segment(id)}`,
          signal: options.signal,
        });
        const contentType = response.headers.get('content-type') ?? 'application/octet-stream';
        if (!response.ok || /[/+]json\b/i.test(contentType)) {
          await response.body?.cancel();
          return failure('media', MEDIA_ERROR_MESSAGE, { status: response.status });
        }
        if (options.maxBytes === undefined)
          return success({ contentType, body: await response.arrayBuffer() });
        const bytes = await readLimited(response, options.maxBytes);
        if (!bytes)
          return failure('media', MEDIA_ERROR_MESSAGE, {
            status: response.status,
            detail: `larger than ${options.maxBytes} bytes`,
          });
        return success({ contentType, body: bytes.buffer as ArrayBuffer });
      } catch (error) {
        return failure('media', MEDIA_ERROR_MESSAGE, { detail: String(error) });
      }
    },
  };
}
