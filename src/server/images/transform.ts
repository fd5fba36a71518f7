import 'server-only';
import sharp from 'sharp';
import type { ModernFormat } from './negotiate';

/** What a variant is written as: a modern format the browser named, else the source's kind. */
export type VariantFormat = ModernFormat | 'jpeg' | 'png';

export type TransformLimits = {
  /** Width × height of the source, checked from its header before decoding. */
  maxInputPixels: number;
  timeoutSeconds: number;
};

export type Variant = { bytes: Buffer; format: VariantFormat; width: number; height: number };

export type TransformResult = { ok: true; variant: Variant } | { ok: false; reason: string };

export const CONTENT_TYPES: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

// Nothing is kept between transforms (libvips' operation cache), so memory
// follows the transforms running now.
sharp.cache(false);

/** A vector source is drawn at the width asked for, not at its nominal size. */
const SVG_DENSITY_LIMIT = 2400;

/**
 * Resizes a source to `width` (never wider than it is), EXIF orientation
 * applied and metadata left out (sharp writes none unless told), as `format`:
 * AVIF or WebP, or null for the source's own kind (PNG when it has
 * transparency, JPEG otherwise); `png` for page icons. sharp refuses a source
 * over maxInputPixels from its header and anything that is not an image.
 */
export async function transformImage(
  input: Uint8Array,
  width: number,
  format: ModernFormat | 'png' | null,
  limits: TransformLimits,
): Promise<TransformResult> {
  try {
    const options = { limitInputPixels: limits.maxInputPixels, failOn: 'error', autoOrient: true } as const;
    const meta = await sharp(input, options).metadata();
    const density =
      meta.format === 'svg' && meta.width ? Math.min(SVG_DENSITY_LIMIT, Math.max(72, Math.ceil((72 * width) / meta.width))) : undefined;
    const out: VariantFormat = format ?? (meta.hasAlpha ? 'png' : 'jpeg');
    const pipeline = sharp(input, { ...options, density })
      .resize({ width, withoutEnlargement: true })
      .timeout({ seconds: limits.timeoutSeconds });
    const encoded =
      out === 'avif'
        ? pipeline.avif({ quality: 50, effort: 2 })
        : out === 'webp'
          ? pipeline.webp({ quality: 75 })
          : out === 'png'
            ? pipeline.png({ compressionLevel: 9, palette: true })
            : pipeline.jpeg({ quality: 78, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { ok: true, variant: { bytes: data, format: out, width: info.width, height: info.height } };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
