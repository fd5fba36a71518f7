import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assertPortsFree } from './processes';

/** A production storefront of a test's own (`node dist/serve-node.js`), with its output kept. */
export type StorefrontProcess = {
  url: string;
  pid: number;
  /** Everything it printed, stdout and stderr. */
  output(): string;
  /** Resident memory in MiB, from /proc. */
  rssMiB(): number;
  stop(): Promise<void>;
};

/**
 * `cwd`: the folder whose dist/ it serves (another build's copy); this checkout's by default.
 * Unless `env` names one, it keeps its pictures in a folder of its own, removed when it stops:
 * the default folder outlives runs, and a variant another run made there would answer a test
 * that counts the fetches of its source.
 */
export async function startStorefront(
  port: number,
  env: Record<string, string> = {},
  cwd?: string,
): Promise<StorefrontProcess> {
  await assertPortsFree(port, ...(env.METRICS_PORT ? [Number(env.METRICS_PORT)] : []));
  const ownImages = env.SHOP_IMAGE_CACHE_DIR
    ? null
    : mkdtempSync(path.join(tmpdir(), 'storefront-process-images-'));
  const child = spawn(process.execPath, ['dist/serve-node.js'], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(ownImages ? { SHOP_IMAGE_CACHE_DIR: ownImages } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      if (ownImages) rmSync(ownImages, { recursive: true, force: true });
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) {
      return {
        url,
        pid: child.pid ?? 0,
        output: () => output,
        rssMiB: () =>
          Number(
            /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0,
          ) / 1024,
        stop,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`the storefront did not start on port ${port}:\n${output}`);
}
