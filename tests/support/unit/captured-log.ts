import { Writable } from 'node:stream';
import { afterAll, beforeAll } from 'vitest';
import { createLogger } from '@/server/observe/logger';

/** A stream that hands each line written to it, but empty ones, to `onLine`: a logger's destination in a test. */
export function lineSink(onLine: (line: string) => void): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) onLine(line);
      callback();
    },
  });
}

/**
 * Test support: the server's log lines, read by the test. For the file's
 * tests, the process-wide logger writes JSON lines into the array returned.
 */
export function captureServerLog(): Array<Record<string, unknown>> {
  const lines: Array<Record<string, unknown>> = [];
  const holder = globalThis as typeof globalThis & { __logger?: unknown };
  beforeAll(() => {
    const destination = lineSink((line) => lines.push(JSON.parse(line)));
    holder.__logger = createLogger({ level: 'info', format: 'json', destination });
  });
  afterAll(() => {
    delete holder.__logger;
  });
  return lines;
}
