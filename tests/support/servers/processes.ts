import { spawn, type ChildProcess } from 'node:child_process';

/** A child process whose output is kept, for tests that read a server's log. */
export type Watched = {
  child: ChildProcess;
  output: () => string;
  /** The JSON lines of its stdout (other lines left out). */
  entries: () => Array<Record<string, unknown>>;
  exited: Promise<number | null>;
};

export function watch(command: string, args: string[], env: Record<string, string>): Watched {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
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

/** Resolves once `url` answers `status`; rejects after `timeoutMs`. */
export async function waitFor(url: string, status = 200, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await fetch(url).catch(() => null);
    if (answer?.status === status) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function stop(process: Watched | undefined): Promise<unknown> {
  if (!process || process.child.exitCode !== null || process.child.signalCode !== null) return Promise.resolve();
  process.child.kill('SIGKILL');
  return process.exited;
}

/** A storefront's storefront_http_requests_in_flight, from its METRICS_PORT (`metricsUrl` ends in /metrics). */
export async function requestsInFlight(metricsUrl: string): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  return Number(/^storefront_http_requests_in_flight (\d+)$/m.exec(text)?.[1] ?? Number.NaN);
}
