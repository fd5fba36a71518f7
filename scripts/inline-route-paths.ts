import { fileURLToPath } from 'node:url';
import { parseAst, type Plugin } from 'vite';
import * as OWN_ENDPOINTS from '../src/lib/routing/own-endpoints';
import * as ROUTE_PATHS from '../src/lib/routing/route-paths';
import * as API_PATHS from '../src/shop-api/api-paths';

/**
 * The browser build writes each route path where it is used (docs/decisions/0017).
 * Links and redirects name a route by its constant in src/lib/routing/route-paths.ts; left
 * as imports, every constant some page uses would sit in the one chunk that holds
 * that module (`shell`, loaded by every page), so each page would load the paths
 * of the others. Here each read of an imported path constant is replaced by its
 * value, as the literal it was before, and Rollup drops the constants no module
 * reads. The builders (functions) stay imports. The paths of our own endpoints
 * (src/lib/routing/own-endpoints.ts) and the shop API's (src/shop-api/api-paths.ts) are
 * written in place the same way: a page that sends a beacon or registers the
 * worker loads neither their table nor the other paths (docs/decisions/0094),
 * and the browser's API client has its paths as it had before they had
 * constants (docs/decisions/0095).
 */

/** The modules whose path constants are written in place, by their path under src (no two export one name). */
const PATHS_MODULES = {
  'lib/routing/route-paths': ROUTE_PATHS,
  'lib/routing/own-endpoints': OWN_ENDPOINTS,
  'shop-api/api-paths': API_PATHS,
};
const PATHS_FILES = new Set(
  Object.keys(PATHS_MODULES).map((name) =>
    fileURLToPath(new URL(`../src/${name}.ts`, import.meta.url)),
  ),
);
const MODULE_NAMES = Object.keys(PATHS_MODULES).map((name) =>
  name.slice(name.lastIndexOf('/') + 1),
);
const IMPORTS_PATHS = new RegExp(
  `from\\s*["']([^"']*(?:${MODULE_NAMES.join('|')})[^"']*)["']`,
  'g',
);

const constants = new Map<string, string>();
for (const [name, value] of Object.values(PATHS_MODULES).flatMap((module) =>
  Object.entries(module),
)) {
  if (typeof value !== 'string') continue;
  if (constants.has(name))
    throw new Error(`${name} is exported by two paths modules (scripts/inline-route-paths.ts)`);
  constants.set(name, value);
}
/** The string constants of the paths modules, by name. */
export const PATH_CONSTANTS: ReadonlyMap<string, string> = constants;

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Visits every node below `node` with its parent, the parent's key that holds it, and the grandparent. */
function walk(
  node: Node,
  visit: (node: Node, parent: Node, key: string, grandparent: Node | null) => void,
  above: Node | null = null,
): void {
  for (const [key, value] of Object.entries(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (!isNode(child)) continue;
      visit(child, node, key, above);
      walk(child, visit, node);
    }
  }
}

/** Places where a name declares a binding of its own (the module is then left as it is). */
const DECLARING = new Set([
  'VariableDeclarator:id',
  'FunctionDeclaration:id',
  'FunctionExpression:id',
  'ClassDeclaration:id',
  'ClassExpression:id',
  'FunctionDeclaration:params',
  'FunctionExpression:params',
  'ArrowFunctionExpression:params',
  'CatchClause:param',
  'ArrayPattern:elements',
  'AssignmentPattern:left',
  'RestElement:argument',
]);

/** Places where a name is a property, a member, a label or part of an import or export, not a read of the binding. */
function isNotARead(parent: Node, key: string): boolean {
  if (parent.type === 'MemberExpression' && key === 'property') return !parent.computed;
  if (['Property', 'MethodDefinition', 'PropertyDefinition'].includes(parent.type) && key === 'key')
    return !parent.computed;
  return /Specifier$|^(LabeledStatement|BreakStatement|ContinueStatement)$/.test(parent.type);
}

/**
 * `code` (JavaScript) with each read of a path constant imported from a module
 * for which `isPathsModule` holds replaced by its value; null when there is none,
 * or when the module declares a binding of the same name somewhere (left alone).
 */
export function inlinePathConstants(
  code: string,
  isPathsModule: (source: string) => boolean,
): string | null {
  const program = parseAst(code) as unknown as Node;
  const imported = new Map<string, string>();
  for (const statement of program.body as Node[]) {
    if (
      statement.type !== 'ImportDeclaration' ||
      !isPathsModule(String((statement.source as Node).value))
    )
      continue;
    for (const specifier of statement.specifiers as Node[]) {
      const value =
        specifier.type === 'ImportSpecifier'
          ? PATH_CONSTANTS.get(String((specifier.imported as Node).name))
          : undefined;
      if (value !== undefined) imported.set(String((specifier.local as Node).name), value);
    }
  }
  if (imported.size === 0) return null;
  const edits: Array<{ start: number; end: number; text: string }> = [];
  let declares = false;
  walk(program, (node, parent, key, grandparent) => {
    const value = node.type === 'Identifier' ? imported.get(String(node.name)) : undefined;
    if (value === undefined) return;
    const shorthand = parent.type === 'Property' && parent.shorthand === true;
    if (
      DECLARING.has(`${parent.type}:${key}`) ||
      (shorthand && grandparent?.type === 'ObjectPattern')
    )
      declares = true;
    else if (shorthand && key === 'value')
      edits.push({
        start: node.start,
        end: node.end,
        text: `${String(node.name)}: ${JSON.stringify(value)}`,
      });
    else if (!isNotARead(parent, key))
      edits.push({ start: node.start, end: node.end, text: JSON.stringify(value) });
  });
  if (declares || edits.length === 0) return null;
  let result = code;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}

/** The plugin, for the client build only: the server's bundles keep their imports. */
export function inlineRoutePaths(): Plugin {
  return {
    name: 'inline-route-paths',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    async transform(code, id) {
      if (PATHS_FILES.has(id) || !/\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? '')) return null;
      const sources = new Set<string>();
      for (const [, source] of code.matchAll(IMPORTS_PATHS)) {
        const resolved = source ? (await this.resolve(source, id))?.id : undefined;
        if (source && resolved && PATHS_FILES.has(resolved)) sources.add(source);
      }
      if (sources.size === 0) return null;
      const inlined = inlinePathConstants(code, (source) => sources.has(source));
      return inlined === null ? null : { code: inlined, map: null };
    },
  };
}
