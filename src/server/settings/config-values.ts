import 'server-only';
import path from 'node:path';
import * as v from 'valibot';
import { parseLatency, type LatencyPlan } from '@/fixture-shop/latency';

/**
 * The kinds of value the storefront's environment variables hold (the table
 * in src/server/settings/config.ts). Each makes the schema of one variable from its
 * name, which every message starts with; unset and empty both reach the
 * schema as undefined, so the fallback given here is the variable's default.
 */
export type EnvValue<T> = (variable: string) => v.GenericSchema<string | undefined, T>;

export const wholeNumber =
  (min: number, max: number, fallback: number): EnvValue<number> =>
  (variable) =>
    v.pipe(
      v.optional(v.string(), String(fallback)),
      v.trim(),
      v.regex(/^\d+$/, `${variable} must be a whole number`),
      v.transform(Number),
      v.minValue(min, `${variable} must be at least ${min}`),
      v.maxValue(max, `${variable} must be at most ${max}`),
    );

/** A size given in MiB, kept in bytes. */
export const mebibytes =
  (min: number, max: number, fallback: number): EnvValue<number> =>
  (variable) =>
    v.pipe(
      wholeNumber(min, max, fallback)(variable),
      v.transform((value) => value * 1024 * 1024),
    );

/** A share of something, 0…1 (`0.25`, `1`). */
export const fraction =
  (fallback: number): EnvValue<number> =>
  (variable) =>
    v.pipe(
      v.optional(v.string(), String(fallback)),
      v.trim(),
      v.regex(/^(\d+(\.\d*)?|\.\d+)$/, `${variable} must be a number from 0 to 1`),
      v.transform(Number),
      v.maxValue(1, `${variable} must be a number from 0 to 1`),
    );

/** A port, or null when unset. */
export const optionalPort: EnvValue<number | null> = (variable) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.regex(/^(\d+)?$/, `${variable} must be a whole number`),
    v.transform((value) => (value === '' ? null : Number(value))),
    v.check(
      (value) => value === null || (value >= 1 && value <= 65535),
      `${variable} must be a port, 1–65535`,
    ),
  );

/** An http(s) base without its trailing slashes, or null when unset. */
export const optionalUrl: EnvValue<string | null> = (variable) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.check(
      (value) => value === '' || /^https?:\/\/[^\s/]+/i.test(value),
      `${variable} must be an http(s) URL`,
    ),
    v.transform((value) => (value === '' ? null : value.replace(/\/+$/, ''))),
  );

/** An http(s) base or a path on this host, always ending with '/'. */
export const urlOrPath =
  (fallback: string): EnvValue<string> =>
  (variable) =>
    v.pipe(
      v.optional(v.string(), fallback),
      v.trim(),
      v.check(
        (value) => /^https?:\/\/[^\s/]+/i.test(value) || /^\/(?!\/)/.test(value),
        `${variable} must be an http(s) URL or a path starting with /`,
      ),
      v.transform((value) => (value.endsWith('/') ? value : `${value}/`)),
    );

/**
 * An origin only (scheme, host, port): what canonical links and the sitemap
 * start with; null when unset.
 */
export const optionalOrigin: EnvValue<string | null> = (variable) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.check(
      (value) => value === '' || isPlainOrigin(value),
      `${variable} must be an http(s) origin such as https://shop.example.ir, without a path`,
    ),
    v.transform((value) => (value === '' ? null : new URL(value).origin)),
  );

function isPlainOrigin(value: string): boolean {
  if (!/^https?:\/\/[^\s/]+\/?$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      url.username === '' &&
      url.password === '' &&
      url.pathname === '/' &&
      url.search === '' &&
      url.hash === ''
    );
  } catch {
    return false;
  }
}

/** A Leaflet tile URL template over https, or '' when unset. */
export const tileTemplate: EnvValue<string> = (variable) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.check(
      (value) =>
        value === '' ||
        (/^https:\/\/[^\s/]+\/\S*$/i.test(value) &&
          ['{z}', '{x}', '{y}'].every((part) => value.includes(part))),
      `${variable} must be an https URL template with {z}, {x} and {y}`,
    ),
  );

/** A fixture scenario's name or a folder's path. */
export const scenarioOrFolder =
  (fallback: string): EnvValue<string> =>
  (variable) =>
    v.pipe(
      v.optional(v.string(), fallback),
      v.trim(),
      v.regex(/^[\w./-]+$/, `${variable} must be a scenario name or a folder path`),
    );

/** A folder, made absolute. */
export const folder =
  (fallback: string): EnvValue<string> =>
  () =>
    v.pipe(
      v.optional(v.string(), fallback),
      v.trim(),
      v.minLength(1),
      v.transform((value) => path.resolve(value)),
    );

/** The embedded fixture shop's wait before each answer (src/fixture-shop/latency.ts). */
export const latencyPlan: EnvValue<LatencyPlan> = (variable) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      try {
        return parseLatency(dataset.value);
      } catch (error) {
        addIssue({ message: `${variable}: ${(error as Error).message}` });
        return NEVER;
      }
    }),
  );

/** On or off, off when unset. */
export const flag: EnvValue<boolean> = (variable) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.toLowerCase(),
    v.picklist(['', '0', '1', 'false', 'true'], `${variable} must be 1, true, 0 or false`),
    v.transform((value) => value === '1' || value === 'true'),
  );

/**
 * How many proxies in front of the instance append to X-Forwarded-For (0:
 * none, the headers are not believed; 1 or true: nginx; 2: a CDN in front of
 * nginx; at most 5).
 */
export const proxyCount: EnvValue<number> = (variable) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.toLowerCase(),
    v.regex(/^(?:|false|true|[0-5])$/, `${variable} must be 0 to 5, true or false`),
    v.transform((value) =>
      value === 'true' ? 1 : value === 'false' || value === '' ? 0 : Number(value),
    ),
  );

/** One of a few words, in any case; `said` is how the message lists them. */
export const oneOf =
  <const Choices extends readonly string[]>(
    choices: Choices,
    fallback: Choices[number],
    said: string,
  ): EnvValue<Choices[number]> =>
  (variable) =>
    v.pipe(
      v.optional(v.string(), fallback),
      v.trim(),
      v.toLowerCase(),
      v.picklist(choices, `${variable} must be ${said}`),
    );

/** `on` or `off`, as true or false. */
export const onOrOff =
  (fallback: 'on' | 'off'): EnvValue<boolean> =>
  (variable) =>
    v.pipe(
      oneOf(['on', 'off'], fallback, 'on or off')(variable),
      v.transform((value) => value === 'on'),
    );

/** `json` or `pretty`; null when unset, for the logger to choose by the terminal. */
export const logFormat: EnvValue<'json' | 'pretty' | null> = (variable) =>
  v.pipe(
    oneOf(['', 'json', 'pretty'], '', 'json or pretty')(variable),
    v.transform((value) => (value === '' ? null : value)),
  );
