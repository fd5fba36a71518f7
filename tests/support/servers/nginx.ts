import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { watch, type Watched } from './processes';

/** Debian's nginx (`.ci/run` installs it when missing). */
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

const SHIPPED = path.resolve('deploy/nginx/storefront.conf');

/** Replaces one exact piece of the shipped file, and fails loudly if it is gone. */
function swap(text: string, from: string | RegExp, to: string): string {
  const count =
    typeof from === 'string'
      ? text.split(from).length - 1
      : (text.match(new RegExp(from, 'g')) ?? []).length;
  if (count === 0) throw new Error(`deploy/nginx/storefront.conf no longer holds ${String(from)}`);
  return text.replace(from, to);
}

/**
 * The shipped deploy/nginx/storefront.conf as it is, with only what belongs
 * to the machine swapped: the instances, the listen port, the cache and log
 * paths. A main nginx.conf around it keeps every file nginx writes in `dir`.
 */
export function writeNginxConfig(options: {
  dir: string;
  port: number;
  instances: string[];
}): string {
  const { dir, port, instances } = options;
  for (const sub of ['cache', 'temp', 'logs']) mkdirSync(path.join(dir, sub), { recursive: true });
  let site = readFileSync(SHIPPED, 'utf8');
  site = swap(
    site,
    /(\n\s*server 127\.0\.0\.1:808\d [^\n]*)+/,
    instances.map((address) => `\n    server ${address} max_fails=1 fail_timeout=5s;`).join(''),
  );
  site = swap(site, 'listen 80;', `listen 127.0.0.1:${port};`);
  site = swap(site, '/var/cache/nginx/storefront', path.join(dir, 'cache'));
  site = swap(site, '/var/log/nginx/storefront.access.log', path.join(dir, 'logs', 'access.log'));
  writeFileSync(path.join(dir, 'storefront.conf'), site);
  const temp = (name: string) => path.join(dir, 'temp', name);
  const main = `
worker_processes 1;
daemon off;
master_process off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'logs', 'error.log')} warn;
events { worker_connections 1024; }
http {
    client_body_temp_path ${temp('body')};
    proxy_temp_path ${temp('proxy')};
    fastcgi_temp_path ${temp('fastcgi')};
    uwsgi_temp_path ${temp('uwsgi')};
    scgi_temp_path ${temp('scgi')};
    include ${path.join(dir, 'storefront.conf')};
}
`;
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, main);
  return file;
}

/** `nginx -t` on a configuration: its output, and whether it passed. */
export function checkNginxConfig(file: string): { ok: boolean; output: string } {
  const result = spawnSync(NGINX, ['-t', '-c', file], { encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

/** nginx in the foreground (`daemon off` in the main file), on a configuration from writeNginxConfig. */
export function startNginx(file: string): Watched {
  if (!existsSync(NGINX))
    throw new Error(`${NGINX} is missing: apt-get install nginx (.ci/run does)`);
  return watch(NGINX, ['-c', file], {});
}
