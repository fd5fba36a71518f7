import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { required } from './figures';

export type RunningServer = {
  url: string;
  pid: number;
  /** The server's JSON log lines so far, parsed (only when started with `keepLog`). */
  logLines(): Array<Record<string, unknown>>;
  stop(): void;
};

/**
 * Where a storefront is started: the checkout it serves (`dir`, this one by
 * default) and, for the line part, the network namespace it runs in (and the
 * address it listens on there), which this process cannot reach: its health
 * is then asked from inside.
 */
export type ServerPlace = { dir?: string; netns?: { name: string; host: string } };

/**
 * Starts the production build on a port and waits for /healthz; with `keepLog`, its stdout (JSON
 * log lines) is kept.
 */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  options: { keepLog?: boolean } & ServerPlace = {},
): Promise<RunningServer> {
  const { dir = '.', netns } = options;
  const host = netns?.host ?? '127.0.0.1';
  const url = `http://${host}:${port}`;
  // Something already answering there would be measured in our server's place, without a word
  // (a namespace of the line part's is new, with nothing in it).
  const taken =
    !netns &&
    (await fetch(`${url}/healthz`).then(
      () => true,
      () => false,
    ));
  if (taken) throw new Error(`port ${port} is in use: stop what listens there or set BENCH_PORT`);
  const serve = [process.execPath, path.join(dir, 'dist', 'serve-node.js')];
  const [command = '', ...args] = netns ? ['ip', 'netns', 'exec', netns.name, ...serve] : serve;
  const child: ChildProcess = spawn(command, args, {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: host,
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
  const healthy = netns ? healthyInside(netns.name, url) : healthyHere(url);
  if (await healthy(() => exited !== null))
    return { url, pid: child.pid ?? 0, logLines, stop: () => child.kill() };
  child.kill();
  throw new Error(
    exited === null
      ? `the storefront did not start on port ${port}`
      : `the storefront on port ${port} exited with code ${exited}`,
  );
}

/** Whether /healthz answers within 10 s, asked from here every 100 ms until `gone()`. */
function healthyHere(url: string) {
  return async (gone: () => boolean): Promise<boolean> => {
    for (let attempt = 0; attempt < 100 && !gone(); attempt += 1) {
      const ok = await fetch(`${url}/healthz`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  };
}

/** The same, asked by one Node process inside the namespace. */
function healthyInside(netns: string, url: string) {
  const asker = `
    const ask = async (left) => {
      const ok = await fetch('${url}/healthz').then((r) => r.ok, () => false);
      if (ok) process.exit(0);
      if (left === 0) process.exit(1);
      setTimeout(() => ask(left - 1), 100);
    };
    ask(100);`;
  return (gone: () => boolean): Promise<boolean> =>
    new Promise((resolve) => {
      const child = spawn('ip', ['netns', 'exec', netns, process.execPath, '-e', asker], {
        stdio: 'ignore',
      });
      const watch = setInterval(() => {
        if (gone()) child.kill();
      }, 100);
      child.on('exit', (code) => {
        clearInterval(watch);
        resolve(code === 0);
      });
    });
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
