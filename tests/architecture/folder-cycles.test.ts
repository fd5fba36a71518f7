import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

/**
 * No two folders of src depend on each other, however far round: ESLint's
 * import/no-cycle follows files, so a feature that imports another whose other
 * file imports it back passed. A folder here is a feature (src/features/<name>)
 * or a top folder of src (lib, ui, shop-api, server, pages…); what two folders
 * both need goes to a lower one (src/lib, src/ui, src/shop-api) or to the
 * leaf kit every page uses (src/features/page-kit). Tests are left out: they
 * may reach across.
 */
const SRC = 'src';

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The folder a file of src belongs to, for this rule. */
function folderOf(file: string): string {
  const [, top, feature] = file.split(path.sep);
  return top === 'features' ? `features/${feature}` : top!;
}

/** Where an import of `file` points, inside src; null for a package. */
function resolved(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return path.join(SRC, specifier.slice(2));
  if (specifier.startsWith('.')) return path.join(path.dirname(file), specifier);
  return null;
}

/** Folder → folder it imports → the imports that make the edge ("file → specifier"). */
function folderGraph(): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const file of sourceFiles(SRC)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName: specifier } of importedFiles) {
      const target = resolved(file, specifier);
      if (!target?.startsWith(`${SRC}${path.sep}`)) continue;
      const [from, to] = [folderOf(file), folderOf(target)];
      if (from === to) continue;
      const edges = graph.get(from) ?? new Map<string, string[]>();
      graph.set(from, edges.set(to, [...(edges.get(to) ?? []), `${file} → ${specifier}`]));
    }
  }
  return graph;
}

/** The graph's strongly connected components of more than one folder (Tarjan). */
function cycles(graph: Map<string, Map<string, string[]>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    for (
      let member = stack.pop();
      member !== undefined;
      member = member === node ? undefined : stack.pop()
    )
      component.push(member);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

it('no folder of src depends on itself through others', () => {
  const graph = folderGraph();
  const described = cycles(graph).map((component) =>
    component
      .flatMap((from) =>
        [...(graph.get(from) ?? [])]
          .filter(([to]) => component.includes(to))
          .map(([to, imports]) => `${from} → ${to}: ${imports.slice(0, 2).join('; ')}`),
      )
      .join('\n'),
  );
  expect(described).toEqual([]);
});

it('sees a cycle when there is one', () => {
  const graph = new Map([
    ['features/a', new Map([['features/b', ['a.ts → ../b/b']]])],
    ['features/b', new Map([['lib', ['b.ts → @/lib/x']]])],
    ['lib', new Map([['features/a', ['x.ts → @/features/a/a']]])],
  ]);
  expect(cycles(graph)).toEqual([['features/a', 'features/b', 'lib']]);
});
