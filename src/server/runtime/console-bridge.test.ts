import { afterEach, describe, expect, it } from 'vitest';
import { lineSink } from '@test-support/unit/captured-log';
import { bridgeConsoleToLog } from './console-bridge';
import { createLogger } from '../observe/logger';
import { runInRequestScope } from '../requests/request-scope';

const original = { error: console.error, warn: console.warn, info: console.info };

afterEach(() => Object.assign(console, original));

function bridged() {
  const lines: string[] = [];
  const destination = lineSink((line) => lines.push(line));
  const log = createLogger({ level: 'info', format: 'json', destination });
  bridgeConsoleToLog(() => log);
  return lines;
}

describe('bridgeConsoleToLog', () => {
  it('turns React’s [SSR Error] report into one JSON line: the error in one line, the frame it was thrown in, no stack', () => {
    const lines = bridged();
    const error = new Error('Invalid element: route:/Contact-us');
    runInRequestScope({ id: 'req-1', started: 0, upstream: [] }, () =>
      console.error('[SSR Error]', '', '\n', error),
    );
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!);
    expect(line).toMatchObject({
      level: 'error',
      source: 'console',
      reqId: 'req-1',
      msg: '[SSR Error]',
      error: 'Error Invalid element: route:/Contact-us',
    });
    expect(line.at).toMatch(/^at /);
    expect(lines[0]).not.toMatch(/\\n\s+at /);
  });

  it('keeps warn and info at their levels, with the first line of what was printed', () => {
    const lines = bridged();
    console.warn('[sanitize] notification dropped: too deep\nmore');
    console.info('The user aborted a request.');
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ level: 'warn', msg: '[sanitize] notification dropped: too deep' }),
      expect.objectContaining({ level: 'info', msg: 'The user aborted a request.' }),
    ]);
  });

  it('names an error printed on its own', () => {
    const lines = bridged();
    console.error(Object.assign(new Error('Invalid encoded rscPath'), { statusCode: 400 }));
    expect(JSON.parse(lines[0]!)).toMatchObject({
      msg: 'Error: Invalid encoded rscPath',
      error: 'Error Invalid encoded rscPath',
    });
  });
});
