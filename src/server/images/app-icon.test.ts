import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_LOGO_SVG } from './placeholder-logo';
import { transformAppIcon } from './transform';

const LIMITS = { maxInputPixels: 50_000_000, timeoutSeconds: 15 };

/** A 300 × 100 red logo: wide, as shop logos often are. */
const wideLogo = () =>
  sharp({ create: { width: 300, height: 100, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();

async function icon(input: Uint8Array, width: number, maskable: boolean) {
  const result = await transformAppIcon(input, width, maskable, LIMITS);
  if (!result.ok) throw new Error(result.reason);
  const { data, info } = await sharp(result.variant.bytes)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => [
    ...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4),
  ];
  return { result: result.variant, info, pixel };
}

describe('the installed app’s icons', () => {
  it('is a PNG square of the size asked for, whatever the logo’s shape', async () => {
    for (const width of [192, 512]) {
      const { result, info } = await icon(await wideLogo(), width, false);
      expect(result.format).toBe('png');
      expect([info.width, info.height]).toEqual([width, width]);
    }
  });

  it('purpose any: the logo fills the width, on nothing', async () => {
    const { pixel } = await icon(await wideLogo(), 192, false);
    expect(pixel(0, 0)[3]).toBe(0);
    expect(pixel(2, 96)).toEqual([255, 0, 0, 255]);
  });

  it('purpose maskable: the logo within the safe zone, on the background colour to the edges', async () => {
    const { pixel } = await icon(await wideLogo(), 512, true);
    expect(pixel(0, 0)).toEqual([0xf9, 0xf9, 0xf9, 255]);
    expect(pixel(511, 511)).toEqual([0xf9, 0xf9, 0xf9, 255]);
    expect(pixel(256, 256)).toEqual([255, 0, 0, 255]);
    // The safe zone is the centred circle of 80 %: its edge, on the diagonal, is the background.
    expect(pixel(256 - 140, 256 - 140)).toEqual([0xf9, 0xf9, 0xf9, 255]);
    // 56 % of 512 is 287 px wide: the logo ends within it.
    expect(pixel(256 - 150, 256)).toEqual([0xf9, 0xf9, 0xf9, 255]);
  });

  it('draws the placeholder logo when the shop has none', async () => {
    const { info, pixel } = await icon(new TextEncoder().encode(PLACEHOLDER_LOGO_SVG), 512, false);
    expect([info.width, info.height]).toEqual([512, 512]);
    // The bag's body, in the theme's primary colour.
    expect(pixel(256, 380)).toEqual([0x1e, 0x88, 0xe5, 255]);
  });

  it('enlarges a small logo to the size the manifest promises', async () => {
    const tiny = await sharp({
      create: { width: 32, height: 32, channels: 3, background: '#00ff00' },
    })
      .png()
      .toBuffer();
    const { info, pixel } = await icon(tiny, 512, false);
    expect([info.width, info.height]).toEqual([512, 512]);
    expect(pixel(10, 10)).toEqual([0, 255, 0, 255]);
  });

  it('fails as a value on what is not a picture', async () => {
    expect(
      (await transformAppIcon(new TextEncoder().encode('not a picture'), 192, false, LIMITS)).ok,
    ).toBe(false);
  });
});
