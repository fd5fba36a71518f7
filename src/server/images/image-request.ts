import 'server-only';
import { isProductPathId } from '@/lib/images/image-paths';
import { IMAGE_ENDPOINT } from '@/lib/routing/own-endpoints';
import {
  isImageWidth,
  isMediaId,
  nameSegments,
  type ImageSource,
  type ImageWidth,
} from '@/lib/images/image-variants';

export type ImageRequest = { width: ImageWidth; source: ImageSource };

export type ImageRequestRefusal = { refused: 'width' | 'source' };

/**
 * Reads an endpoint path (docs/decisions/0009): a width of the fixed list and
 * one of the shop's own pictures. Anything else is refused (400): another
 * width, a URL or a host in place of a source, a name that leaves the image
 * base ('..', an encoded slash or backslash), a malformed escape.
 */
export function parseImagePath(pathname: string): ImageRequest | ImageRequestRefusal {
  const [empty, endpoint, widthText = '', kind, ...rest] = pathname.split('/');
  if (empty !== '' || `/${endpoint}` !== IMAGE_ENDPOINT) return { refused: 'source' };
  const width = /^\d{1,4}$/.test(widthText) ? Number(widthText) : NaN;
  if (!isImageWidth(width)) return { refused: 'width' };
  const source = parseSource(kind, rest);
  return source ? { width, source } : { refused: 'source' };
}

function parseSource(kind: string | undefined, rest: string[]): ImageSource | null {
  if (kind === 'logo' || kind === 'logo.png')
    return rest.length === 0 ? { kind: 'logo', icon: kind === 'logo.png' } : null;
  if (kind === 'app-icon.png' || kind === 'app-icon-maskable.png') {
    return rest.length === 0
      ? { kind: 'app-icon', maskable: kind === 'app-icon-maskable.png' }
      : null;
  }
  if (kind === 'm')
    return rest.length === 1 && isMediaId(rest[0] ?? '')
      ? { kind: 'media', id: rest[0] ?? '' }
      : null;
  if (kind === 'p')
    return rest.length === 1 && isProductPathId(rest[0] ?? '')
      ? { kind: 'product', id: rest[0] ?? '' }
      : null;
  if (kind !== 'n' || rest.length === 0) return null;
  const decoded: string[] = [];
  for (const segment of rest) {
    const value = decodeSegment(segment);
    // A segment that decodes to a slash would join two segments behind the check.
    if (value === null || value.includes('/')) return null;
    decoded.push(value);
  }
  const segments = nameSegments(decoded.join('/'));
  return segments ? { kind: 'name', segments } : null;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
