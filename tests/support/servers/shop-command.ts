import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { e2ePort } from './ports';

/** Test support: the `shop` command as a real child process. */

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
export const SHOP_BIN = fileURLToPath(new URL('../../../cli/bin/shop.mjs', import.meta.url));

/**
 * A loopback port for a CLI test (1…13, each file its own): E2E_PORT + 40 + n
 * (`e2ePort`). Some are browser specs' ports too: the browser suite runs after
 * vitest, never beside it.
 */
export function cliTestPort(n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > 13) throw new Error(`cliTestPort(${n}): 1 … 13`);
  return e2ePort(40 + n);
}

export type Run = { code: number | null; stdout: string; stderr: string };

/** `cwd`: the folder the command runs in (the project's by default). */
export function runShop(
  args: string[],
  options: { env?: Record<string, string>; timeoutMs?: number; cwd?: string } = {},
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SHOP_BIN, ...args], {
      cwd: options.cwd ?? ROOT,
      env: { ...process.env, NO_COLOR: '1', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`shop ${args.join(' ')} did not finish\n${stdout}\n${stderr}`));
    }, options.timeoutMs ?? 60_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

export type Server = {
  process: ChildProcess;
  output: () => string;
  stop(): Promise<number | null>;
};

/** Starts a long-running command (replay, record) and waits for its first stdout line (printed once it listens). */
export function startShop(args: string[], options: { cwd?: string } = {}): Promise<Server> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SHOP_BIN, ...args], {
      cwd: options.cwd ?? ROOT,
      env: { ...process.env, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let stdout = '';
    let started = false;
    const exited = new Promise<number | null>((done) => child.on('close', (code) => done(code)));
    const server: Server = {
      process: child,
      output: () => output,
      stop: async () => {
        if (child.exitCode === null) child.kill('SIGTERM');
        return exited;
      },
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`shop ${args.join(' ')} did not start: ${output}`));
    }, 30_000);
    child.stdout.on('data', (chunk) => {
      output += chunk;
      stdout += chunk;
      if (!started && stdout.includes('\n')) {
        started = true;
        clearTimeout(timer);
        resolve(server);
      }
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    void exited.then((code) => {
      if (!started) {
        clearTimeout(timer);
        reject(new Error(`shop ${args.join(' ')} exited ${code}: ${output}`));
      }
    });
  });
}

export async function switchScenario(base: string, name: string): Promise<void> {
  const answer = await fetch(`${base}/__fixtures/scenario`, {
    method: 'POST',
    body: JSON.stringify({ name }),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`scenario switch failed: ${answer.status} ${text}`);
}
