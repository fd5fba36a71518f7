import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type MediaFile = { body: Uint8Array<ArrayBuffer>; contentType: string };
export type MediaLibrary = {
  /** By bare file name, e.g. `logo.svg`: the image base address `/media/<name>`. */
  byName: ReadonlyMap<string, MediaFile>;
  /** By media id (a UUID or all digits): `GET /api/shop/media/{id}`. */
  byId: ReadonlyMap<string, MediaFile>;
};

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  ico: 'image/x-icon',
};

/** The only file names ever served: no slashes, no dots but the extension's. */
export const MEDIA_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}\.(webp|svg|png|jpe?g|ico)$/i;
export const MEDIA_ID =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d{1,20})$/i;

/** Reads every servable file of the media folder into memory once. */
export function loadMedia(dir: string): MediaLibrary {
  const byName = new Map<string, MediaFile>();
  const byId = new Map<string, MediaFile>();
  for (const name of readdirSync(dir)) {
    const match = MEDIA_NAME.exec(name);
    const extension = match?.[1]?.toLowerCase();
    const contentType = extension ? CONTENT_TYPES[extension] : undefined;
    if (!contentType) continue;
    const file = { body: new Uint8Array(readFileSync(path.join(dir, name))), contentType };
    byName.set(name, file);
    const id = name.slice(0, name.lastIndexOf('.'));
    if (MEDIA_ID.test(id)) byId.set(id.toLowerCase(), file);
  }
  return { byName, byId };
}

export function mediaResponse(file: MediaFile): Response {
  const headers: Record<string, string> = {
    'content-type': file.contentType,
    'content-length': String(file.body.byteLength),
    'cache-control': 'public, max-age=86400',
    'x-content-type-options': 'nosniff',
  };
  if (file.contentType === 'image/svg+xml') {
    headers['content-security-policy'] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
  }
  return new Response(file.body, { status: 200, headers });
}
