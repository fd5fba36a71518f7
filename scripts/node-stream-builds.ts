import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The server renders with React's Node builds instead of the edge builds Waku
 * imports (docs/decisions/0093). The storefront runs only on Node; React's
 * Node builds write HTML and RSC text straight into reused byte buffers
 * (`TextEncoder.encodeInto`), where the edge builds encode every string to a
 * new array first. Same functions, same output, less work per request.
 * @vitejs/plugin-rsc ships the `.node` entries for this (its README's
 * "Node.js stream APIs variants").
 *
 * Every way in to the edge RSC server goes to the Node one, not only the
 * renderer's: React allows one RSC renderer per process ("Currently React
 * only supports one RSC renderer at a time"), and Waku renders through a
 * second path when it keeps a static element (`serializeRsc`, reached through
 * the module its patch-rsdw plugin writes, which imports plugin-rsc's
 * `react/rsc/server.js` by file URL).
 */
type Rule = { from: string | RegExp; to: string; importedBy?: RegExp };

const PLUGIN_RSC = /[/\\]@vitejs[/\\]plugin-rsc[/\\]/;

const NODE_BUILDS: Record<string, Rule[]> = {
  rsc: [
    { from: '@vitejs/plugin-rsc/rsc/server', to: '@vitejs/plugin-rsc/rsc/server.node' },
    {
      from: /[/\\]@vitejs[/\\]plugin-rsc[/\\]dist[/\\]react[/\\]rsc[/\\]server\.js$/,
      to: '@vitejs/plugin-rsc/react/rsc/server.node',
    },
    // Only plugin-rsc's own import: Waku's (in waku/server.js) goes to patch-rsdw's module, above.
    {
      from: 'react-server-dom-webpack/server.edge',
      to: 'react-server-dom-webpack/server.node',
      importedBy: PLUGIN_RSC,
    },
  ],
  ssr: [
    { from: 'react-dom/server.edge', to: 'react-dom/server.node' },
    { from: '@vitejs/plugin-rsc/ssr', to: '@vitejs/plugin-rsc/ssr.node' },
    // rsc-html-stream's server part, on Node's bytes.
    {
      from: 'rsc-html-stream/server',
      to: fileURLToPath(new URL('../src/server/answers/rsc-payload-scripts.ts', import.meta.url)),
    },
  ],
};

const matches = (rule: Rule, source: string, importer: string | undefined) =>
  (typeof rule.from === 'string' ? source === rule.from : rule.from.test(source)) &&
  (rule.importedBy === undefined || rule.importedBy.test(importer ?? ''));

export function nodeStreamBuilds(): Plugin {
  return {
    name: 'storefront:node-stream-builds',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const rule = NODE_BUILDS[this.environment.name]?.find((candidate) =>
        matches(candidate, source, importer),
      );
      if (rule === undefined) return null;
      return this.resolve(rule.to, importer, { ...options, skipSelf: true });
    },
  };
}
