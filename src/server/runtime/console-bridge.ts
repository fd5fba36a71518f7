import 'server-only';
import { format } from 'node:util';
import type { Logger } from 'pino';
import { currentRequestScope } from '../requests/request-scope';
import { describeError } from '../upstream/upstream-calls';

/** The console's methods libraries report with, each logged at the pino level of its name. */
const METHODS = ['error', 'warn', 'info'] as const;

/**
 * What libraries print while the server runs (React's `[SSR Error]`, Hono's
 * and @hono/node-server's error reports, sanitize-html's warnings) goes to
 * the log as one JSON line like ours, never as loose text and stack frames
 * between the JSON lines: `msg` is the first line of what was printed, an
 * Error goes under `error` as one line (with its causes) and `at` (the frame
 * it was thrown in), never a whole stack, and the request's id comes along
 * when there is one. Installed once the server listens, so the start-up
 * lines (a bad setting, a busy port) stay the plain single lines they are.
 */
export function bridgeConsoleToLog(log: () => Logger): void {
  for (const method of METHODS) {
    console[method] = (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      const text = format(...args.filter((arg) => arg !== error)).trim();
      const msg =
        (text.split('\n')[0] ?? '').trim() || (error ? `${error.name}: ${error.message}` : '');
      const reqId = currentRequestScope()?.id;
      const at = error?.stack
        ?.split('\n')
        .find((line) => line.trim().startsWith('at '))
        ?.trim();
      log()[method](
        {
          source: 'console',
          ...(reqId ? { reqId } : {}),
          ...(error ? { error: describeError(error), ...(at ? { at } : {}) } : {}),
        },
        msg,
      );
    };
  }
}
