// Draws the embedded fixture shop's pictures: one WebP per media id used by
// fixtures/default/products.json (600×600) and banners.json (1200×400), plus the shop
// logo and the trust badge as SVG. Simple shapes per category, no text.
// Run with `node scripts/generate-fixture-images.mjs` after the seed data changes;
// its output in fixtures/media/ is committed.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');
const mediaDir = path.join(root, 'media');
const readSeed = (name) =>
  JSON.parse(readFileSync(path.join(root, 'default', `${name}.json`), 'utf8'));

const PALETTES = {
  10: { bg: '#fdf1e3', main: '#8d5524', accent: '#e07a5f', soft: '#f6d7b8' },
  20: { bg: '#e8f4fd', main: '#1e88e5', accent: '#ffa000', soft: '#bbdefb' },
  30: { bg: '#eceff4', main: '#37474f', accent: '#29b6f6', soft: '#cfd8dc' },
  40: { bg: '#fff3e0', main: '#ff7043', accent: '#6d4c41', soft: '#ffccbc' },
  50: { bg: '#fce4ec', main: '#ad1457', accent: '#7e57c2', soft: '#f8bbd0' },
  60: { bg: '#e8f5e9', main: '#43a047', accent: '#fdd835', soft: '#c8e6c9' },
  70: { bg: '#f3e5f5', main: '#8e24aa', accent: '#26a69a', soft: '#e1bee7' },
};

/** Icons drawn around (0, 0) in a box of about 360×360. */
const ICONS = {
  10: (p) => `
    <rect x="-170" y="70" width="340" height="70" rx="10" fill="${p.main}"/>
    <rect x="-150" y="0" width="300" height="70" rx="10" fill="${p.accent}"/>
    <rect x="-160" y="-70" width="320" height="70" rx="10" fill="${p.main}" opacity="0.8"/>
    <rect x="-120" y="-160" width="240" height="90" rx="10" fill="${p.accent}" opacity="0.85"/>
    <path d="M-130 95h260M-110 25h220M-120 -45h240" stroke="${p.bg}" stroke-width="8" stroke-linecap="round"/>`,
  20: (p) => `
    <rect x="-150" y="-170" width="240" height="320" rx="18" fill="${p.main}"/>
    <rect x="-110" y="-130" width="170" height="240" rx="8" fill="${p.bg}"/>
    <path d="M-90 -80h130M-90 -30h130M-90 20h130M-90 70h90" stroke="${p.soft}" stroke-width="10" stroke-linecap="round"/>
    <g transform="rotate(35 110 0)">
      <rect x="90" y="-170" width="44" height="260" fill="${p.accent}"/>
      <polygon points="90,90 134,90 112,150" fill="#f5deb3"/>
      <polygon points="104,128 120,128 112,150" fill="#37474f"/>
    </g>`,
  30: (p) => `
    <rect x="-110" y="-180" width="220" height="360" rx="34" fill="${p.main}"/>
    <rect x="-90" y="-145" width="180" height="270" rx="10" fill="${p.accent}"/>
    <circle cx="0" cy="152" r="14" fill="${p.soft}"/>
    <path d="M-50 -40a70 70 0 0 1 100 0M-28 -10a38 38 0 0 1 56 0" stroke="${p.bg}" stroke-width="12" fill="none" stroke-linecap="round"/>
    <circle cx="0" cy="25" r="12" fill="${p.bg}"/>`,
  40: (p) => `
    <path d="M-160 -40h320v120a70 70 0 0 1 -70 70h-180a70 70 0 0 1 -70 -70z" fill="${p.main}"/>
    <rect x="-180" y="-70" width="360" height="34" rx="17" fill="${p.accent}"/>
    <rect x="-40" y="-100" width="80" height="34" rx="12" fill="${p.accent}"/>
    <path d="M-200 0h40M160 0h40" stroke="${p.accent}" stroke-width="22" stroke-linecap="round"/>
    <path d="M-60 -130c-20 -30 20 -40 0 -70M0 -130c-20 -30 20 -40 0 -70M60 -130c-20 -30 20 -40 0 -70" stroke="${p.soft}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  50: (p) => `
    <path d="M-70 -170l-130 70 45 90 45 -25v215h220v-215l45 25 45 -90 -130 -70a70 45 0 0 1 -140 0z" fill="${p.main}"/>
    <path d="M-70 -170a70 45 0 0 0 140 0" fill="none" stroke="${p.accent}" stroke-width="14"/>
    <rect x="-110" y="40" width="220" height="26" fill="${p.accent}" opacity="0.8"/>`,
  60: (p) => `
    <rect x="-170" y="40" width="130" height="130" rx="14" fill="${p.main}"/>
    <rect x="-30" y="40" width="130" height="130" rx="14" fill="${p.accent}"/>
    <rect x="-100" y="-90" width="130" height="130" rx="14" fill="${p.soft}" stroke="${p.main}" stroke-width="8"/>
    <circle cx="130" cy="-90" r="70" fill="${p.accent}"/>
    <path d="M60 -90h140M130 -160v140" stroke="${p.main}" stroke-width="10"/>`,
  70: (p) => `
    <rect x="-130" y="-60" width="150" height="230" rx="30" fill="${p.main}"/>
    <rect x="-90" y="-120" width="70" height="60" fill="${p.soft}"/>
    <rect x="-100" y="-170" width="90" height="56" rx="10" fill="${p.accent}"/>
    <rect x="-110" y="20" width="110" height="70" rx="8" fill="${p.bg}" opacity="0.85"/>
    <path d="M120 -120c45 70 70 105 70 140a70 70 0 0 1 -140 0c0 -35 25 -70 70 -140z" fill="${p.accent}"/>`,
};

function topCategory(categories, id) {
  for (const top of categories.children) {
    const stack = [top];
    while (stack.length > 0) {
      const node = stack.pop();
      if (node.id === id) return top.id;
      stack.push(...node.children);
    }
  }
  throw new Error(`Unknown category ${id}`);
}

/**
 * Variant 1 plain, 2 a soft disc behind the icon, 3 diagonal bands; the product's index
 * tilts the icon and, for every other product, swaps its two main colours.
 */
function productSvg(base, icon, variant, index) {
  const palette = index % 2 === 0 ? base : { ...base, main: base.accent, accent: base.main };
  const tilt = ((index * 7) % 17) - 8;
  const backdrop = [
    '',
    `<circle cx="300" cy="300" r="230" fill="${palette.soft}"/>`,
    `<path d="M0 420L420 0h120L0 540zM180 600L600 180v120L300 600z" fill="${palette.soft}"/>`,
  ][variant - 1];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
    <rect width="600" height="600" fill="${palette.bg}"/>${backdrop}
    <g transform="translate(300 310) rotate(${tilt}) scale(${variant === 3 ? 0.9 : 1})">${icon(palette)}</g>
  </svg>`;
}

function bannerSvg(palette, icon) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${palette.main}"/><stop offset="1" stop-color="${palette.accent}"/>
    </linearGradient></defs>
    <rect width="1200" height="400" fill="url(#g)"/>
    <circle cx="1080" cy="60" r="180" fill="#ffffff" opacity="0.12"/>
    <circle cx="760" cy="380" r="120" fill="#ffffff" opacity="0.1"/>
    <circle cx="260" cy="200" r="170" fill="${palette.bg}"/>
    <g transform="translate(260 205) scale(0.72)">${icon(palette)}</g>
  </svg>`;
}

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
  <rect width="128" height="128" rx="28" fill="#1e88e5"/>
  <path d="M30 48h68l-6 52a8 8 0 0 1 -8 7H44a8 8 0 0 1 -8 -7z" fill="#ffffff"/>
  <path d="M48 50V40a16 16 0 0 1 32 0v10" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round"/>
  <circle cx="64" cy="76" r="11" fill="#ff7043"/>
</svg>
`;

const ENAMAD_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
  <rect x="2" y="2" width="92" height="92" rx="14" fill="#ffffff" stroke="#1e88e5" stroke-width="4"/>
  <path d="M48 14l8 7 10 -2 3 10 10 4 -2 10 7 8 -7 8 2 10 -10 4 -3 10 -10 -2 -8 7 -8 -7 -10 2 -3 -10 -10 -4 2 -10 -7 -8 7 -8 -2 -10 10 -4 3 -10 10 2z" fill="#26a69a"/>
  <path d="M35 49l9 9 18 -19" fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
</svg>
`;

async function writeWebp(svg, id) {
  const file = path.join(mediaDir, `${id}.webp`);
  await sharp(Buffer.from(svg)).webp({ quality: 78, effort: 6 }).toFile(file);
}

mkdirSync(mediaDir, { recursive: true });
const categories = readSeed('categories');
const products = readSeed('products');
const banners = readSeed('banners');

let count = 0;
for (const [index, product] of products.entries()) {
  const top = topCategory(categories, product.parentDetailedAccountId);
  for (const [n, id] of product.images.entries()) {
    await writeWebp(productSvg(PALETTES[top], ICONS[top], n + 1, index), id);
    count += 1;
  }
}
for (const banner of banners) {
  const top = Number(/^\/category\/(\d+)/.exec(banner.link)?.[1] ?? 10);
  await writeWebp(bannerSvg(PALETTES[top], ICONS[top]), banner.data);
  count += 1;
}
writeFileSync(path.join(mediaDir, 'logo.svg'), LOGO_SVG);
writeFileSync(path.join(mediaDir, 'enamad.svg'), ENAMAD_SVG);
console.log(`Wrote ${count} WebP files, logo.svg and enamad.svg to ${mediaDir}`);
