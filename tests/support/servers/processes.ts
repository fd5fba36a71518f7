import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A child process whose output is kept, for tests that read a server's log. */
export type Watched = {
  child: ChildProcess;
  output: () => string;
  /** The JSON lines of its stdout (other lines left out). */
  entries: () => Array<Record<string, unknown>>;
  exited: Promise<number | null>;
};

export function watch(command: string, args: string[], env: Record<string, string>): Watched {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return {
    child,
    output: () => stdout + stderr,
    entries: () =>
      stdout.split('\n').flatMap((line) => {
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return [];
        }
      }),
    exited,
  };
}

/**
 * Rejects, naming the port, when something already listens on one of `ports`
 * (127.0.0.1). Call it before starting a server there: the server would fail to
 * bind and exit, while whatever listens answered the test's requests in its place
 * (a storefront left running once made a proxy test fail on a header).
 */
export async function assertPortsFree(...ports: number[]): Promise<void> {
  for (const port of ports) {
    await new Promise<void>((resolve, reject) => {
      const probe = createServer();
      probe.once('error', (error: NodeJS.ErrnoException) =>
        reject(
          new Error(
            error.code === 'EADDRINUSE'
              ? `port ${port} is in use: stop what listens there or set E2E_PORT`
              : error.message,
          ),
        ),
      );
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
    });
  }
}

/** Resolves once `url` answers `status`; rejects after `timeoutMs`. */
export async function waitFor(url: string, status = 200, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await fetch(url).catch(() => null);
    if (answer?.status === status) return;
    if (Date.now() > deadline)
      throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function stop(process: Watched | undefined): Promise<unknown> {
  if (!process || process.child.exitCode !== null || process.child.signalCode !== null)
    return Promise.resolve();
  process.child.kill('SIGKILL');
  return process.exited;
}

/**
 * One series of a storefront's metrics (`metricsUrl` ends in /metrics): `name{labels}`, or
 * `name` alone when `labels` is empty; 0 while the series has no line.
 */
export async function metric(metricsUrl: string, name: string, labels = ''): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  const line = text
    .split('\n')
    .find(
      (each) =>
        each.startsWith(`${name}{${labels}}`) || (labels === '' && each.startsWith(`${name} `)),
    );
  return line ? Number(line.split(' ').at(-1)) : 0;
}

/** A storefront's storefront_http_requests_in_flight, from its METRICS_PORT (`metricsUrl` ends in /metrics). */
export function requestsInFlight(metricsUrl: string): Promise<number> {
  return metric(metricsUrl, 'storefront_http_requests_in_flight');
}
