import { describe, expect, it } from 'vitest';
import { lineSink } from '@test-support/unit/captured-log';
import { createLogger } from './logger';

function capture() {
  const lines: string[] = [];
  const destination = lineSink((line) => lines.push(line));
  return { lines, destination };
}

describe('createLogger', () => {
  it('writes one JSON object a line with an ISO time and the level by name', () => {
    const { lines, destination } = capture();
    createLogger({ level: 'info', format: 'json', destination }).info(
      { route: '/cart', status: 200 },
      'request',
    );
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!);
    expect(line).toMatchObject({ level: 'info', msg: 'request', route: '/cart', status: 200 });
    expect(new Date(line.time).toISOString()).toBe(line.time);
  });

  it('keeps below-level lines out', () => {
    const { lines, destination } = capture();
    const log = createLogger({ level: 'warn', format: 'json', destination });
    log.info('not shown');
    log.warn('shown');
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['shown']);
  });

  it('blanks secrets that turn up by name', () => {
    const { lines, destination } = capture();
    createLogger({ level: 'info', format: 'json', destination }).info(
      { token: 'abc.def.ghi', body: { password: 'demo1234', phoneNumber: '09120000000' } },
      'x',
    );
    expect(lines[0]).not.toMatch(/abc\.def|demo1234|0912/);
  });

  it('writes one readable line a record in the pretty format', () => {
    const { lines, destination } = capture();
    const pretty = createLogger({ level: 'info', format: 'pretty', destination });
    pretty.info({ route: '/cart', status: 200 }, 'request');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/INFO.*request.*"route":"\/cart"/);
  });
});
