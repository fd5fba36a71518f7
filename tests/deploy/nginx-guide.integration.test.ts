import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * docs/deploy.md, "A fleet behind nginx", done word for word on Debian 12 with
 * Debian's nginx: its shell blocks are read from the guide and run
 * as written, and `nginx -t` must pass on the shipped deploy/nginx/storefront.conf.
 *
 * The machine's own /etc is never touched. The test builds a Debian machine
 * with nginx installed under a temporary folder ROOT: a copy of this
 * machine's /etc/nginx (Debian's package files: its nginx.conf, the default
 * site), and the folders Debian's package makes (/var/log/nginx,
 * /var/lib/nginx, /run) — not /var/cache/nginx, which it does not make. Every
 * command of the guide runs in bash with each absolute path of nginx's moved
 * under ROOT, `sudo` running the command itself, `apt-get` checking that it is
 * asked for nginx (installed already) and `systemctl` only noted. Before
 * `nginx -t`, the nginx files under ROOT (the copied main file, the default
 * site, the shipped file as the guide copied it) get the same move of their
 * absolute paths and nothing else; one file is added, giving nginx its
 * temporary folders under ROOT (Debian compiles them in as /var/lib/nginx/…).
 */
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const GUIDE = path.resolve('docs/deploy.md');
const SHIPPED = path.resolve('deploy/nginx/storefront.conf');
const SECTION = '## A fleet behind nginx';
/** nginx's absolute paths on Debian: moved under ROOT, in commands and in configuration. */
const MOVED = /(?<![\w./-])(\/etc\/nginx|\/var\/cache\/nginx|\/var\/log\/nginx|\/var\/lib\/nginx|\/run)(?=[/\s;"']|$)/gm;
const IS_ROOT = process.getuid?.() === 0;

/** The shell commands of the guide's nginx section, one a line, comments left out. */
function guideCommands(markdown: string): string[] {
  const start = markdown.indexOf(SECTION);
  if (start === -1) throw new Error(`docs/deploy.md has no "${SECTION}" section`);
  const end = markdown.indexOf('\n## ', start + SECTION.length);
  const section = markdown.slice(start, end === -1 ? undefined : end);
  return [...section.matchAll(/^```(?:sh|bash)\n([\s\S]*?)^```/gm)].flatMap(([, block = '']) =>
    block
      .split('\n')
      .map((line) => line.replace(/\s+#.*$/, '').trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
}

function moveUnder(root: string, text: string): string {
  return text.replace(MOVED, (found) => `${root}${found}`);
}

/** Debian 12 with its nginx package installed, under `root`. */
function debianWithNginx(root: string): void {
  if (!existsSync(NGINX) || !existsSync('/etc/nginx/nginx.conf')) {
    throw new Error(`Debian's nginx is missing (${NGINX}, /etc/nginx): apt-get install nginx (.ci/run does)`);
  }
  cpSync('/etc/nginx', path.join(root, 'etc/nginx'), { recursive: true, verbatimSymlinks: true });
  for (const folder of ['var/log/nginx', 'var/lib/nginx', 'run']) mkdirSync(path.join(root, folder), { recursive: true });
}

/** The nginx files under `root` with their absolute paths moved under it, symbolic links included. */
function moveConfigUnder(root: string): void {
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.isSymbolicLink()) {
        const target = readlinkSync(file);
        if (moveUnder(root, target) !== target) {
          unlinkSync(file);
          symlinkSync(moveUnder(root, target), file);
        }
      } else writeFileSync(file, moveUnder(root, readFileSync(file, 'utf8')));
    }
  };
  visit(path.join(root, 'etc/nginx'));
  const temp = (name: string) => `${name}_temp_path ${path.join(root, 'var/lib/nginx', name)};`;
  writeFileSync(
    path.join(root, 'etc/nginx/conf.d/zz-test-temp-paths.conf'),
    ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n') + '\n',
  );
}

type Step = { command: string; status: number | null; output: string };

/** Runs the guide's commands in order, stopping at the first that fails. */
function followGuide(root: string, commands: string[]): Step[] {
  const prelude = [
    'set -euo pipefail',
    'sudo() { "$@"; }',
    `apt-get() { [[ " $* " == *" nginx "* ]] || { echo "apt-get here installs only nginx: $*" >&2; return 1; }; }`,
    `systemctl() { echo "systemctl $*" >> ${JSON.stringify(path.join(root, 'systemctl.log'))}; }`,
    `nginx() { command ${JSON.stringify(NGINX)} -c ${JSON.stringify(path.join(root, 'etc/nginx/nginx.conf'))} "$@"; }`,
    // Not root: the folder can be made, not given to www-data (the owner is then not checked).
    ...(IS_ROOT ? [] : ['install() { local args=(); while (($#)); do case "$1" in -o|-g) shift 2 ;; *) args+=("$1"); shift ;; esac; done; command install "${args[@]}"; }']),
  ].join('\n');
  const steps: Step[] = [];
  for (const command of commands) {
    if (/^(sudo\s+)?nginx\b/.test(command)) moveConfigUnder(root);
    const run = spawnSync('bash', ['-c', `${prelude}\n${moveUnder(root, command)}`], { cwd: process.cwd(), encoding: 'utf8' });
    steps.push({ command, status: run.status, output: `${run.stdout}${run.stderr}` });
    if (run.status !== 0) break;
  }
  return steps;
}

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe('docs/deploy.md, a fleet behind nginx, on Debian 12', () => {
  it('reads the guide’s nginx steps: install, copy, the cache folder, nginx -t, reload', () => {
    const commands = guideCommands(readFileSync(GUIDE, 'utf8'));
    expect(commands.some((command) => /\bcp deploy\/nginx\/storefront\.conf \/etc\/nginx\/conf\.d\//.test(command))).toBe(true);
    expect(commands.some((command) => /\bnginx -t\b/.test(command))).toBe(true);
    expect(commands.some((command) => /\bsystemctl reload nginx\b/.test(command))).toBe(true);
  });

  it('passes nginx -t on the shipped config, with the cache folder it names made for nginx’s user', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'nginx-guide-'));
    roots.push(root);
    debianWithNginx(root);
    const steps = followGuide(root, guideCommands(readFileSync(GUIDE, 'utf8')));
    const report = steps.map((step) => `$ ${step.command}\n${step.output}(exit ${step.status})`).join('\n');
    expect(steps.every((step) => step.status === 0), report).toBe(true);

    const check = steps.find((step) => /\bnginx -t\b/.test(step.command));
    expect(check?.output, report).toMatch(/test is successful/);
    expect(check?.output, report).not.toMatch(/\[(warn|emerg|alert|crit)\]/);
    expect(readFileSync(path.join(root, 'systemctl.log'), 'utf8')).toContain('systemctl reload nginx');

    // The shipped file went in as it is, but for nginx's paths moved under ROOT.
    const installed = readFileSync(path.join(root, 'etc/nginx/conf.d/storefront.conf'), 'utf8');
    expect(installed).toBe(moveUnder(root, readFileSync(SHIPPED, 'utf8')));

    const cacheFolder = /^\s*proxy_cache_path\s+(\S+)/m.exec(readFileSync(SHIPPED, 'utf8'))?.[1];
    expect(cacheFolder, 'the shipped file names a cache folder').toBeTruthy();
    const made = statSync(path.join(root, cacheFolder!));
    expect(made.isDirectory()).toBe(true);
    if (IS_ROOT) {
      const user = /^\s*user\s+([\w-]+)/m.exec(readFileSync(path.join(root, 'etc/nginx/nginx.conf'), 'utf8'))?.[1] ?? 'nobody';
      const uid = Number(spawnSync('id', ['-u', user], { encoding: 'utf8' }).stdout.trim());
      expect(made.uid, `${cacheFolder} belongs to ${user}`).toBe(uid);
    }
  });
});
