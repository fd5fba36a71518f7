/**
 * How the browser's code is cut into files (docs/decisions/0010): by the
 * pages that run it, so that a page loads what it runs in a few requests.
 *
 * Waku makes one group of client components per server chunk (a page, a
 * profile tab, the layouts) and loads a page's groups when it renders. A
 * module goes to:
 * - the client entry's own chunk (`index`, Waku's name for the entry): what
 *   the entry imports (React, React DOM, Waku's router), left to Rolldown,
 *   which keeps it there with its runtime. Named as a group, it was a chunk of
 *   its own behind a 28-byte entry that only imported it, and the runtime a
 *   third file: two requests more on every page;
 * - `index` too: Waku's own client components the entry does not import;
 * - `shell`: what the client components of the root layout and the shop
 *   layout import (session, toasts, header, menu, cart count): every page;
 * - its group's own chunk when one group uses it (Rollup's default); when that
 *   group is a client component several pages render (Waku's `shared:` group,
 *   the product card), a chunk named after the component, so that what it
 *   imports travels with it even where a lazy part imports it too;
 * - a chunk of its own for a few modules that some pages of a family use and
 *   others do not (OWN_CHUNKS): `dialog`, the modal dialog, which the
 *   notification loads on its own (src/features/notification/NotificationLoader.tsx)
 *   and a few pages import; `confirm-dialog`, the confirmation built on it (the
 *   cart, the invoices); `local-orders`, the orders kept in the browser, read with
 *   valibot, which the orders tab and the settlement need and the cart and
 *   checkout, sharing the line items' table with them, do not;
 * - otherwise the chunk of the pages that share it: `catalogue` (product
 *   cards, listings, the product page, favourites), `purchase` (cart,
 *   checkout, settlement) or `account` (login, sign-up, recovery, profile);
 *   code shared across these families in one `shared` chunk.
 * Every module used by more than one group is named here: Rollup would
 * otherwise pull an unnamed one into the first named chunk that imports it.
 */
import type { Plugin } from 'vite';

export type ModuleInfo = { importers: readonly string[]; isEntry: boolean };
export type ModuleGraph = { getModuleInfo(id: string): ModuleInfo | null };

/**
 * The files of the client entry's chunk as a page asks for them: `index` after Waku's name for
 * the entry (React DOM, the RSC client, Waku's router, Rolldown's runtime), and the small chunk
 * of Waku's other client components, named the same (clientChunkOf). What the bench counts as
 * the entry, and what the stale-deploy check asks for (docs/decisions/0103).
 */
export const ENTRY_CHUNK = /\/assets\/index-[\w-]+\.js$/;

/** The virtual module of a client component group (@vitejs/plugin-rsc), followed by the group's name. */
export const GROUP_PREFIX = '\0virtual:vite-rsc/client-references/group/';

const WAKU_GROUP = /^shared:node_modules\/waku\//;
/** Waku's group of a client component that several pages render, named by its module's file. */
const SHARED_GROUP = /^shared:(?:.*\/)?([^/]+?)\.[jt]sx?$/;
/** The browser's API client, loaded on first use (src/shop-api/load-browser-client.ts) or by the forms that call the shop. */
const API_CLIENT = /\/src\/shop-api\/browser-client\.ts$/;
const SHELL_GROUPS = [
  /^facade:src\/pages\/_root\.tsx$/,
  /^facade:src\/pages\/\(shop\)\/_layout\.tsx$/,
];
/**
 * Modules with a chunk each, so that a page loads them only where it uses them: the modal
 * dialog, which the notification loads on its own, and the confirmation built on it (the
 * cart's, the invoices'), so that the notification does not fetch the confirmation, nor the
 * pages that confirm the code their families share; the local orders, so that the pages that
 * share only the line items' table with the orders tab and the settlement (the cart, checkout)
 * do not load them and valibot.
 */
const OWN_CHUNKS: ReadonlyArray<readonly [string, RegExp]> = [
  ['dialog', /\/src\/ui\/Dialog\/Dialog\.tsx$/],
  ['confirm-dialog', /\/src\/ui\/Dialog\/ConfirmDialog\.tsx$/],
  ['local-orders', /\/src\/features\/orders\/local-orders\.ts$/],
];
const FAMILIES: ReadonlyArray<readonly [string, RegExp]> = [
  ['api', /^api$/],
  ['account', /\(auth\)\/|src\/features\/(account|auth|session)\//],
  ['history', /src\/features\/(orders|invoices)\//],
  ['purchase', /\/(cart|checkout|Settlement)\.tsx$/],
  ['catalogue', /./],
];

/** Groups (or 'entry') from which a module is imported, following static imports up. */
export function reachingGroups(id: string, graph: ModuleGraph): Set<string> {
  const groups = new Set<string>();
  const seen = new Set([id]);
  const stack = [id];
  for (let current = stack.pop(); current !== undefined; current = stack.pop()) {
    if (current.startsWith(GROUP_PREFIX)) {
      groups.add(current.slice(GROUP_PREFIX.length));
      continue;
    }
    if (current !== id && API_CLIENT.test(current)) {
      groups.add('api');
      continue;
    }
    const info = graph.getModuleInfo(current);
    if (info?.isEntry) groups.add('entry');
    for (const importer of info?.importers ?? []) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      stack.push(importer);
    }
  }
  return groups;
}

function familyOf(group: string): string {
  return FAMILIES.find(([, pattern]) => pattern.test(group))?.[0] ?? 'shared';
}

/** The chunk of a module of the client build (Rollup's manualChunks); undefined: its group's own. */
export function clientChunkOf(id: string, graph: ModuleGraph): string | undefined {
  const groups = [...reachingGroups(id, graph)];
  // The entry's own chunk (the comment above): undefined, not a group.
  if (groups.includes('entry')) return undefined;
  if (groups.some((group) => WAKU_GROUP.test(group))) return 'index';
  if (groups.some((group) => SHELL_GROUPS.some((pattern) => pattern.test(group)))) return 'shell';
  if (API_CLIENT.test(id) || (groups.length === 1 && groups[0] === 'api')) return 'api';
  const own = OWN_CHUNKS.find(([, pattern]) => pattern.test(id));
  if (own) return own[0];
  // What only such a component imports goes with it, even when a lazy part imports it too: one
  // file a page loads, not one for the component and one for each of its imports.
  const shared = groups.length === 1 ? SHARED_GROUP.exec(groups[0] ?? '') : null;
  if (shared) return shared[1];
  if (groups.length <= 1) return undefined;
  return [...new Set(groups.map(familyOf))].sort().join('-');
}

/** A chunk of the client build and the chunks it imports statically. */
export type ChunkImports = { fileName: string; imports: readonly string[] };

/**
 * The first cycle of static imports between chunks (its files, the first one
 * again at the end), or null when there is none.
 */
export function chunkCycle(chunks: readonly ChunkImports[]): string[] | null {
  const imports = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  function visit(file: string): string[] | null {
    state.set(file, 'open');
    path.push(file);
    for (const next of imports.get(file) ?? []) {
      if (state.get(next) === 'open') return [...path.slice(path.indexOf(next)), next];
      const cycle = state.has(next) ? null : visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(file, 'done');
    return null;
  }
  for (const chunk of chunks) {
    const cycle = state.has(chunk.fileName) ? null : visit(chunk.fileName);
    if (cycle) return cycle;
  }
  return null;
}

/**
 * Fails the client build when its chunks import each other in a cycle. The
 * chunks are cut without their modules' imports (`includeDependenciesRecursively:
 * false`) and their modules are not wrapped to run in source order (Rolldown's
 * `strictExecutionOrder`, whose init helpers cost every page 3 KiB): a module
 * then runs after those it imports only because ESM runs a chunk's imports
 * before the chunk, which holds while no chunk imports itself through others
 * (docs/decisions/0010).
 */
export function noChunkCycles(): Plugin {
  return {
    name: 'storefront:no-chunk-cycles',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) =>
        item.type === 'chunk' ? [{ fileName: item.fileName, imports: item.imports }] : [],
      );
      const cycle = chunkCycle(chunks);
      if (cycle) {
        this.error(
          `client chunks import each other in a cycle (${cycle.join(' → ')}), so a module could run before one it imports: ` +
            'give the modules they share a chunk of their own in scripts/client-chunks.ts',
        );
      }
    },
  };
}
