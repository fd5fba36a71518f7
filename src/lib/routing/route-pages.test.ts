import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTE_PATTERNS, ROUTES, SITEMAP_PATHS, STATIC_PAGES } from './routes';

const PAGES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../pages');

/** Every page file under src/pages (layouts, the root and the 404 page are not routes). */
function pageFiles(folder = PAGES): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return pageFiles(full);
    if (!/\.tsx?$/.test(entry.name) || /^(_layout|_root|404)\.tsx?$/.test(entry.name)) return [];
    return [path.relative(PAGES, full)];
  });
}

/**
 * The route a Waku page file serves: groups `(x)` dropped, `[x]` a parameter,
 * `index` the folder.
 */
function patternOfPageFile(file: string): string {
  const segments = file
    .replace(/\.tsx?$/, '')
    .split(path.sep)
    .filter((segment) => !/^\(.*\)$/.test(segment) && segment !== 'index')
    .map((segment) => segment.replace(/^\[(.+)\]$/, '{$1}'));
  return `/${segments.join('/')}`;
}

describe('the route table and src/pages', () => {
  it('maps page files to routes', () => {
    expect(patternOfPageFile(path.join('(shop)', 'index.tsx'))).toBe('/');
    expect(patternOfPageFile(path.join('(shop)', 'Product', '[id]', '[title].tsx'))).toBe(
      '/Product/{id}/{title}',
    );
  });

  it('has a row for every page and a page for every row', () => {
    const pages = pageFiles().map(patternOfPageFile).sort();
    expect(pages).toEqual([...ROUTE_PATTERNS].sort());
  });

  it('lists each route once, spelled as the page file spells it', () => {
    expect(new Set(ROUTE_PATTERNS.map((pattern) => pattern.toLowerCase())).size).toBe(
      ROUTES.length,
    );
  });

  it('keeps guarded routes out of shared caches and away from crawlers, and the sitemap to public routes', () => {
    for (const route of ROUTES) {
      if (route.access === 'guarded') expect(route.robots, route.pattern).toBe('disallow');
      if (route.sitemap) expect(route.access, route.pattern).toBe('public');
    }
    expect(STATIC_PAGES.every((page) => SITEMAP_PATHS.includes(page.href))).toBe(true);
  });
});
