import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

/**
 * A file of src/middleware is a step of the request pipeline, the Hono adapter
 * of one concern (the README's middleware rule): `import 'server-only'`, its
 * other imports (eslint.config.js, STEP_IMPORTS, says which) and one
 * default-exported factory declared as returning Hono's `MiddlewareHandler`.
 * Nothing else at its top level: no helper function, constant, table, type or
 * class. What a step would declare there is its concern's logic: it goes to
 * that concern's folder of src/server (or to src/lib, or a feature), and the
 * step imports it; glue (reading the context, choosing, setting the answer)
 * stays inside the factory.
 */
const MIDDLEWARE = 'src/middleware';

/** The files of src/middleware that are not steps, each with the reason. */
const NOT_STEPS: Record<string, string> = {
  'pipeline.ts': 'the one place the order is stated (docs/decisions/0013): it imports the steps',
};

const MOVE_IT =
  'a middleware file holds its imports and `export default function …(): MiddlewareHandler`, nothing else: move each declaration named here to its concern’s folder of src/server (or to src/lib, or a feature) and import it, or make it glue inside the factory (README, "The rules that hold them together")';

/** The TypeScript files under `folder`, tests left out: a step's test may build what it needs. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function parsed(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

const hasModifier = (statement: ts.Statement, kind: ts.SyntaxKind) =>
  ts.canHaveModifiers(statement) &&
  (ts.getModifiers(statement) ?? []).some((modifier) => modifier.kind === kind);

const isDefaultExport = (statement: ts.Statement) =>
  hasModifier(statement, ts.SyntaxKind.ExportKeyword) &&
  hasModifier(statement, ts.SyntaxKind.DefaultKeyword);

/** What a top-level statement declares: `function x`, `const X`, `type T`… or its first line. */
function declared(source: ts.SourceFile, statement: ts.Statement): string {
  const name = (node: { name?: ts.Node }) => node.name?.getText(source) ?? '(anonymous)';
  if (ts.isFunctionDeclaration(statement))
    return isDefaultExport(statement)
      ? `export default function ${name(statement)}, not declared as returning MiddlewareHandler`
      : `function ${name(statement)}`;
  if (ts.isVariableStatement(statement)) {
    const { flags, declarations } = statement.declarationList;
    const names = declarations.map((declaration) => declaration.name.getText(source));
    return `${flags & ts.NodeFlags.Const ? 'const' : 'let'} ${names.join(', ')}`;
  }
  if (ts.isTypeAliasDeclaration(statement)) return `type ${name(statement)}`;
  if (ts.isInterfaceDeclaration(statement)) return `interface ${name(statement)}`;
  if (ts.isClassDeclaration(statement)) return `class ${name(statement)}`;
  if (ts.isEnumDeclaration(statement)) return `enum ${name(statement)}`;
  return statement.getText(source).split('\n')[0] ?? '';
}

/** `file:line: what` for a top-level statement. */
function named(source: ts.SourceFile, statement: ts.Statement): string {
  const line = source.getLineAndCharacterOfPosition(statement.getStart(source)).line + 1;
  return `${source.fileName}:${line}: ${declared(source, statement)}`;
}

/** `export default function name(…): MiddlewareHandler { … }`. */
function isFactory(statement: ts.Statement): boolean {
  return (
    ts.isFunctionDeclaration(statement) &&
    statement.body !== undefined &&
    isDefaultExport(statement) &&
    statement.type !== undefined &&
    ts.isTypeReferenceNode(statement.type) &&
    statement.type.typeName.getText() === 'MiddlewareHandler'
  );
}

const files = sourceFiles(MIDDLEWARE);
const steps = files.filter((file) => !(path.relative(MIDDLEWARE, file) in NOT_STEPS));

it('finds the steps (the rule is not checking an empty folder)', () => {
  expect(steps.length).toBeGreaterThan(20);
  for (const name of Object.keys(NOT_STEPS)) expect(files).toContain(path.join(MIDDLEWARE, name));
});

it('holds in each step its imports and one factory of a MiddlewareHandler, nothing else', () => {
  const offending = steps.flatMap((file) => {
    const source = parsed(file);
    const { statements } = source;
    const stray = statements
      .filter((statement) => !ts.isImportDeclaration(statement) && !isFactory(statement))
      .map((statement) => named(source, statement));
    const marker = statements[0];
    return [
      ...stray,
      ...(statements.some(isDefaultExport)
        ? []
        : [`${file}: no \`export default function …(): MiddlewareHandler\``]),
      ...(marker &&
      ts.isImportDeclaration(marker) &&
      marker.importClause === undefined &&
      ts.isStringLiteral(marker.moduleSpecifier) &&
      marker.moduleSpecifier.text === 'server-only'
        ? []
        : [`${file}:1: does not begin with import 'server-only' (docs/decisions/0012)`]),
    ];
  });
  expect(offending, MOVE_IT).toEqual([]);
});

it('has pipeline.ts import every step, and nothing else of src/middleware', () => {
  const { importedFiles } = ts.preProcessFile(
    readFileSync(path.join(MIDDLEWARE, 'pipeline.ts'), 'utf8'),
    true,
    true,
  );
  const imported = importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.join(MIDDLEWARE, `${specifier}.ts`));
  expect(
    [...imported].sort(),
    'each file of src/middleware but pipeline.ts is a step that pipeline.ts places in the order',
  ).toEqual([...steps].sort());
});
