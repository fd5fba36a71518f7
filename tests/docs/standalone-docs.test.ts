import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The docs stand alone: every decision record is in docs/decisions/README.md's
 * index and every link there names a record; no file of the repository cites a
 * file it does not hold (the product documents kept outside the repository,
 * matched by name below) or an issue of a tracker outside it. Where a reason matters, cite docs/spec.md,
 * docs/api-shapes.md or a decision record instead.
 */
const DECISIONS = path.resolve('docs/decisions');
const RECORD = /^\d{4}-[\w-]+\.md$/;

/** The folders and files whose text is ours (data, fixtures and build output are not). */
const OURS = ['README.md', 'docs', 'src', 'cli', 'scripts', 'tests', 'deploy', 'bench', '.ci', 'Dockerfile', 'eslint.config.js'];
const SKIPPED = new Set(['node_modules', 'dist', 'data', 'fixtures', 'test-results', 'playwright-report']);

function textFiles(entry: string): string[] {
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, { withFileTypes: true }).flatMap((child) =>
    SKIPPED.has(child.name) ? [] : textFiles(path.join(entry, child.name)),
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
  const files = OURS.flatMap((entry) => textFiles(path.resolve(entry))).filter((file) => file !== self);
  const offending = (pattern: RegExp) =>
    files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, at) => (pattern.test(line) ? [`${path.relative(process.cwd(), file)}:${at + 1}: ${line.trim()}`] : [])),
    );

  it('cite no file the repository lacks', () => {
    expect(offending(/API-NOTES|DESIGN\.md|\.\.\/shared\/|(?<![\w/])SPEC\.md/)).toEqual([]);
  });

  it('name no issue of an outside tracker', () => {
    expect(offending(/\b[Ii]ssues? ?#?\d+/)).toEqual([]);
  });
});
