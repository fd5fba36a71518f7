import type { Category, Product } from '@/shop-api/index';
import { ROBOTS_DISALLOW } from '@/lib/routing/routes';
import { categoryPath } from './category-tree';
import { productPath } from '@/lib/routing/product-path';

export function xmlEscape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function categoryPaths(categories: readonly Category[]): string[] {
  return categories.flatMap((category) => [
    categoryPath(category.id),
    ...categoryPaths(category.children),
  ]);
}

/** The sitemap's paths: the static pages, every category (nested) and every product, each once. */
export function sitemapPaths(input: {
  staticPaths: readonly string[];
  categories: readonly Category[];
  products: readonly Pick<Product, 'code' | 'title'>[];
}): string[] {
  return [
    ...new Set([
      ...input.staticPaths,
      ...categoryPaths(input.categories),
      ...input.products.map((product) => productPath(product)),
    ]),
  ];
}

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${xmlEscape(`${origin}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Case-insensitive crawlers still see each path as SPEC §2 spells it; the
 * lower-case forms are listed too.
 */
export function robotsTxt(origin: string): string {
  const disallowed = [...new Set(ROBOTS_DISALLOW.flatMap((path) => [path, path.toLowerCase()]))];
  return [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
