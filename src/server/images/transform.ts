import 'server-only';
import sharp, { type Metadata } from 'sharp';
import { THEME_BACKGROUND } from '@/lib/offline/web-app';
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

function svgDensity(meta: Metadata, width: number): number | undefined {
  return meta.format === 'svg' && meta.width
    ? Math.min(SVG_DENSITY_LIMIT, Math.max(72, Math.ceil((72 * width) / meta.width)))
    : undefined;
}

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
    const options = {
      limitInputPixels: limits.maxInputPixels,
      failOn: 'error',
      autoOrient: true,
    } as const;
    const meta = await sharp(input, options).metadata();
    const density = svgDensity(meta, width);
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
    return {
      ok: true,
      variant: { bytes: data, format: out, width: info.width, height: info.height },
    };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The share of a maskable icon the logo may take: a square within its safe
 * zone, the centred circle of 80 % (W3C manifest, icon masks).
 */
const MASKABLE_LOGO_SHARE = 0.56;

/**
 * An installed app's icon, `width` square, as PNG: the logo contained in the
 * square on nothing (purpose `any`), or within the maskable icon's safe zone
 * on the manifest's background colour (purpose `maskable`), so that no launcher's mask
 * cuts it. A logo smaller than the icon is enlarged: the manifest promises
 * the size.
 */
export async function transformAppIcon(
  input: Uint8Array,
  width: number,
  maskable: boolean,
  limits: TransformLimits,
): Promise<TransformResult> {
  try {
    const options = {
      limitInputPixels: limits.maxInputPixels,
      failOn: 'error',
      autoOrient: true,
    } as const;
    const box = maskable ? Math.round(width * MASKABLE_LOGO_SHARE) : width;
    const meta = await sharp(input, options).metadata();
    const density = svgDensity(meta, box);
    const logo = await sharp(input, { ...options, density })
      .resize({
        width: box,
        height: box,
        fit: 'contain',
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      })
      .timeout({ seconds: limits.timeoutSeconds })
      .png()
      .toBuffer();
    const { data, info } = await sharp({
      create: {
        width,
        height: width,
        channels: 4,
        background: maskable ? THEME_BACKGROUND : { r: 0, g: 0, b: 0, alpha: 0 },
      },
    })
      .composite([{ input: logo, gravity: 'centre' }])
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      variant: { bytes: data, format: 'png', width: info.width, height: info.height },
    };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
