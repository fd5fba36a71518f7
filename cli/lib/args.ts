import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { InvalidArgumentError } from 'commander';
import { parseLatency, type LatencyPlan } from '../../src/fixture-shop/latency';
import { SCENARIOS } from '../../src/fixture-shop/scenarios';
import { HEALTH_PATH } from '../../src/lib/routing/own-endpoints';

/**
 * Argument parsers for commander: a bad value throws InvalidArgumentError,
 * which commander prints as one line and main.ts turns into exit 64.
 */

export function httpUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InvalidArgumentError(`not a URL; give an http(s) URL such as http://127.0.0.1:8080`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new InvalidArgumentError(`only http and https URLs are supported`);
  }
  return value;
}

export function port(value: string): number {
  if (!/^\d{1,5}$/.test(value) || Number(value) > 65535) {
    throw new InvalidArgumentError('a port is a whole number from 0 to 65535');
  }
  return Number(value);
}

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000 };

/** "5s", "500ms", "2m" or a bare number of seconds, in milliseconds. */
export function duration(value: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m)?$/.exec(value.trim());
  const ms = match ? Number(match[1]) * (UNITS[match[2] ?? 's'] ?? 1000) : NaN;
  if (!Number.isFinite(ms) || ms <= 0 || ms > 600_000) {
    throw new InvalidArgumentError('a duration such as 5s, 500ms or 2m (at most 10m)');
  }
  return Math.round(ms);
}

export function scenario(value: string): string {
  if (!SCENARIOS.includes(value)) {
    throw new InvalidArgumentError(`unknown scenario; valid scenarios: ${SCENARIOS.join(', ')}`);
  }
  return value;
}

/** A latency plan, as SHOP_FIXTURE_LATENCY_MS takes it (src/fixture-shop/latency.ts). */
export function latency(value: string): LatencyPlan {
  try {
    return parseLatency(value);
  } catch (error) {
    throw new InvalidArgumentError((error as Error).message);
  }
}

export function existingFile(value: string): string {
  const file = path.resolve(value);
  if (!existsSync(file)) throw new InvalidArgumentError(`no such file: ${file}`);
  if (!statSync(file).isFile()) throw new InvalidArgumentError(`not a file: ${file}`);
  return file;
}

export function existingDir(value: string): string {
  const dir = path.resolve(value);
  if (!existsSync(dir)) throw new InvalidArgumentError(`no such folder: ${dir}`);
  if (!statSync(dir).isDirectory()) throw new InvalidArgumentError(`not a folder: ${dir}`);
  return dir;
}

/** A folder to write into: it may not exist yet, but must not be a file. */
export function outputDir(value: string): string {
  const dir = path.resolve(value);
  if (existsSync(dir) && !statSync(dir).isDirectory())
    throw new InvalidArgumentError(`not a folder: ${dir}`);
  return dir;
}

export function isoDate(value: string): Date {
  const date = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(date.getTime())) {
    throw new InvalidArgumentError('an ISO date such as 2025-03-21T12:00:00Z');
  }
  return date;
}

/** The storefront's origin (and base path) without a trailing slash or /healthz. */
export function storefrontBase(url: string): string {
  const trimmed = url.replace(/\/+$/, '');
  return trimmed.endsWith(HEALTH_PATH) ? trimmed.slice(0, -HEALTH_PATH.length) : trimmed;
}

/** The shop API's base without a trailing slash, /api/shop or /api/shop/get-data. */
export function apiBase(url: string): string {
  return url.replace(/\/+$/, '').replace(/\/api\/shop(?:\/get-data)?$/, '');
}
