import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The docs stand alone: every decision record is in docs/decisions/README.md's
 * index and every link there names a record; every repository path our text
 * cites exists; no file of the repository cites a
 * file it does not hold (the product documents kept outside the repository,
 * matched by name below) or an issue of a tracker outside it. Where a reason matters, cite docs/spec.md,
 * docs/api-shapes.md or a decision record instead.
 */
const DECISIONS = path.resolve('docs/decisions');
const RECORD = /^\d{4}-[\w-]+\.md$/;

/** The folders and files whose text is ours (data, fixtures and build output are not). */
const OURS = [
  'README.md',
  'docs',
  'src',
  'cli',
  'scripts',
  'tests',
  'deploy',
  'bench',
  '.ci',
  'Dockerfile',
  'eslint.config.js',
  'vitest.config.ts',
  'playwright.config.ts',
  'waku.config.ts',
];
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'data',
  'fixtures',
  'test-results',
  'playwright-report',
]);

function textFiles(entry: string): string[] {
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, { withFileTypes: true }).flatMap((child) =>
    SKIPPED.has(child.name) ? [] : textFiles(path.join(entry, child.name)),
  );
}

/** A repository path in prose or a comment: one of our top folders, then the rest of the path. */
const CITED_PATH =
  /(?<![\w./@-])((?:src|tests|scripts|docs|cli|deploy|bench|public|\.ci)\/[\w./()[\]-]+)/g;
/** Module specifiers drop their extension; `docs/decisions/0013` names a record by its number. */
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '.md'];

/** The path a match cites, or null for a pattern rather than a path (globs, placeholders). */
function citedPath(match: string): string | null {
  const cited = (match.split('](')[0] ?? '').replace(/[.,;:)\]]+$/, '');
  return /[*{<]|NNNN|…/.test(match) ? null : cited;
}

function held(cited: string): boolean {
  if (EXTENSIONS.some((extension) => existsSync(cited + extension))) return true;
  const record = /^docs\/decisions\/(\d{4})$/.exec(cited)?.[1];
  return (
    record !== undefined && readdirSync(DECISIONS).some((name) => name.startsWith(`${record}-`))
  );
}

describe('docs/decisions/README.md', () => {
  const index = readFileSync(path.join(DECISIONS, 'README.md'), 'utf8');
  const linked = [...index.matchAll(/\]\((\d{4}-[\w-]+\.md)\)/g)].map((match) => match[1] ?? '');
  const records = readdirSync(DECISIONS).filter((name) => RECORD.test(name));

  it('indexes every decision record once', () => {
    expect([...linked].sort()).toEqual([...records].sort());
  });

  it('gives each record a number of its own', () => {
    const numbers = records.map((name) => name.slice(0, 4));
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});

describe('references', () => {
  const self = path.resolve('tests/docs/standalone-docs.test.ts');
  const files = OURS.flatMap((entry) => textFiles(path.resolve(entry))).filter(
    (file) => file !== self,
  );
  const offending = (pattern: RegExp) =>
    files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, at) =>
          pattern.test(line)
            ? [`${path.relative(process.cwd(), file)}:${at + 1}: ${line.trim()}`]
            : [],
        ),
    );

  it('cite no file the repository lacks', () => {
    expect(offending(/API-NOTES|DESIGN\.md|\.\.\/shared\/|(?<![\w/])SPEC\.md/)).toEqual([]);
  });

  it('cite only paths the repository holds (decision records excepted: they say what was true then)', () => {
    const cited = files
      .filter((file) => !RECORD.test(path.basename(file)))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, at) =>
            [...line.matchAll(CITED_PATH)]
              .map((match) => citedPath(match[1] ?? ''))
              .filter((cited) => cited !== null && !held(cited))
              .map((cited) => `${path.relative(process.cwd(), file)}:${at + 1}: ${cited}`),
          ),
      );
    expect(cited).toEqual([]);
  });

  it('name no issue of an outside tracker', () => {
    expect(offending(/\b[Ii]ssues? ?#?\d+/)).toEqual([]);
  });
});
