import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { ENVIRONMENT_VARIABLES } from './config';

/**
 * README.md's Configuration table is src/server/settings/config.ts's table of settings,
 * row by row: a setting added, renamed or explained anew there fails this test
 * until the README says the same (the message holds the table to paste).
 */
it("README.md's Configuration table lists the environment variables config.ts reads", () => {
  const expected = [
    '| variable | meaning | default |',
    '|---|---|---|',
    ...ENVIRONMENT_VARIABLES.map(
      ({ variable, about, unset }) => `| \`${variable}\` | ${about} | ${unset} |`,
    ),
  ].join('\n');
  const readme = readFileSync('README.md', 'utf8');
  const section = /^## Configuration\n([\s\S]*?)^#/m.exec(readme)?.[1] ?? '';
  const table = /^\|.*(?:\n\|.*)*/m.exec(section)?.[0] ?? '';
  expect(table, `README.md, ## Configuration, should hold this table:\n\n${expected}\n`).toBe(
    expected,
  );
});

it('documents each variable once, with a default', () => {
  const variables = ENVIRONMENT_VARIABLES.map(({ variable }) => variable);
  expect(new Set(variables).size).toBe(variables.length);
  for (const { variable, about, unset } of ENVIRONMENT_VARIABLES) {
    expect(about, variable).not.toContain('|');
    expect(unset, variable).toMatch(/[^`]/);
  }
});
