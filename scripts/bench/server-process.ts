import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { required } from './figures';

export type RunningServer = {
  url: string;
  pid: number;
  /** The server's JSON log lines so far, parsed (only when started with `keepLog`). */
  logLines(): Array<Record<string, unknown>>;
  stop(): void;
};

/** Starts the production build on a port and waits for /healthz; with `keepLog`, its stdout (JSON log lines) is kept. */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  options: { keepLog?: boolean } = {},
): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port}`;
  // Something already answering there would be measured in our server's place, without a word.
  const taken = await fetch(`${url}/healthz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is in use: stop what listens there or set BENCH_PORT`);
  const child: ChildProcess = spawn(process.execPath, ['dist/serve-node.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(options.keepLog ? { LOG_FORMAT: 'json' } : {}),
      ...env,
    },
    stdio: ['ignore', options.keepLog ? 'pipe' : 'ignore', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const logLines = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  let exited: number | null = null;
  child.on('exit', (code) => (exited = code ?? -1));
  for (let attempt = 0; attempt < 100 && exited === null; attempt += 1) {
    const ok = await fetch(`${url}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { url, pid: child.pid ?? 0, logLines, stop: () => child.kill() };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(
    exited === null
      ? `the storefront did not start on port ${port}`
      : `the storefront on port ${port} exited with code ${exited}`,
  );
}

/** Resident memory of a process in MiB, from /proc. */
export function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = required(
    Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]),
    `resident set of process ${pid}`,
  );
  return Math.round((kib / 1024) * 10) / 10;
}

/** CPU time a process has used so far (user + system), in ms, from /proc (clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (
    (required(Number(fields[11]), `user time of process ${pid}`) +
      required(Number(fields[12]), `system time of process ${pid}`)) *
    10
  );
}
