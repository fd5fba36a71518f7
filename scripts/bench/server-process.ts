import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { required } from './figures';

export type RunningServer = { url: string; pid: number; stop(): void };

/** Starts the production build on a port and waits for /healthz. */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, ['dist/serve-node.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const ok = await fetch(`${url}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { url, pid: child.pid ?? 0, stop: () => child.kill() };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`the storefront did not start on port ${port}`);
}

/** Resident memory of a process in MiB, from /proc. */
export function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = required(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]), `resident set of process ${pid}`);
  return Math.round((kib / 1024) * 10) / 10;
}
