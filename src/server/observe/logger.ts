import 'server-only';
import pino, { type DestinationStream, type Logger } from 'pino';
import PinoPretty from 'pino-pretty';
import { serverConfig, type LogLevel } from '../settings/config';
import { processSingleton } from '../runtime/process-singleton';

/**
 * The server's log: one JSON object a line on stdout (pino), for a log store;
 * LOG_FORMAT=pretty (the default on a terminal) for people. Never a token,
 * password or phone number: nothing here logs a header, a body or a query,
 * and the keys below are blanked wherever they turn up one level deep.
 */
export type LogFormat = 'json' | 'pretty';

const SECRET_KEYS = ['authorization', 'cookie', 'password', 'token', 'phoneNumber'];

export function createLogger(options: {
  level: LogLevel;
  format: LogFormat;
  destination?: DestinationStream;
}): Logger {
  const output = options.destination ?? pino.destination({ dest: 1, sync: true });
  const destination =
    options.format === 'pretty'
      ? PinoPretty({
          destination: output,
          sync: true,
          singleLine: true,
          translateTime: 'SYS:HH:MM:ss.l',
          ignore: 'pid,hostname',
        })
      : output;
  return pino(
    {
      level: options.level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: SECRET_KEYS.flatMap((key) => [key, `*.${key}`]), censor: '[redacted]' },
    },
    destination,
  );
}

/** The process-wide logger, made on first use from LOG_LEVEL and LOG_FORMAT. */
export function logger(): Logger {
  return processSingleton('__logger', () => {
    const config = serverConfig();
    const format = config.logFormat ?? (process.stdout.isTTY ? 'pretty' : 'json');
    return createLogger({ level: config.logLevel, format });
  });
}
