import type { Context, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type { ShopContext, ShopEnv } from './context';
import { ShopError, failure } from './envelope';
import { MESSAGES } from './messages';
import type { UserRecord } from './seed-schema';
import { sessionUserId } from './tokens';

/** The JSON body checked against a schema; an empty body counts as `{}`. */
export async function readBody<Schema extends v.GenericSchema>(
  c: Context,
  schema: Schema,
): Promise<v.InferOutput<Schema>> {
  const text = await c.req.text();
  let data: unknown = {};
  if (text.trim() !== '') {
    try {
      data = JSON.parse(text);
    } catch {
      throw new ShopError('invalidInput', MESSAGES.invalidBody);
    }
  }
  const parsed = v.safeParse(schema, data, { message: MESSAGES.invalidBody });
  if (!parsed.success) throw new ShopError('invalidInput', parsed.issues[0].message);
  return parsed.output;
}

/**
 * Id fields of request bodies, at any depth: set-item, favourites, addresses,
 * submit, invoice lines, reviews, signup.
 */
const BODY_ID_FIELDS = new Set([
  'id',
  'productId',
  'contactInfoId',
  'provinceId',
  'cityId',
  'stockHolderAccountId',
]);

/** The first id field of a JSON document given as text rather than a number, or null. */
export function textIdField(json: unknown, where = ''): string | null {
  if (typeof json !== 'object' || json === null) return null;
  for (const [key, value] of Object.entries(json)) {
    const path = where ? `${where}.${key}` : key;
    if (BODY_ID_FIELDS.has(key) && typeof value === 'string') return path;
    const nested = textIdField(value, path);
    if (nested) return nested;
  }
  return null;
}

/**
 * The strict dialect's ids: a body whose id field is text (`"productId": "101"` for the
 * product 101) is refused with 400, as a backend with typed request models refuses it.
 * Unit ids are compared by the cart instead: some are text ('default').
 */
export function numericBodyIds(ctx: ShopContext): MiddlewareHandler {
  return async (c, next) => {
    if (ctx.dialect().numericBodyIds && c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      let json: unknown = null;
      try {
        json = JSON.parse(await c.req.text());
      } catch {
        json = null; // readBody answers for a body that is not JSON
      }
      const field = textIdField(json);
      if (field) throw new ShopError('invalidInput', `${MESSAGES.invalidId} (${field})`);
    }
    await next();
  };
}

/** The id of the user named by a valid `Authorization: Bearer` session token, else null. */
export function bearerUserId(c: Context, ctx: ShopContext): number | null {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
  if (!match?.[1]) return null;
  const userId = sessionUserId(match[1], ctx.secret, ctx.now());
  return userId !== null && ctx.state().users.some((user) => user.id === userId) ? userId : null;
}

export function requireUser(ctx: ShopContext): MiddlewareHandler<ShopEnv> {
  return async (c, next) => {
    const userId = bearerUserId(c, ctx);
    if (userId === null) return failure('unauthorized', MESSAGES.unauthorized);
    c.set('userId', userId);
    await next();
  };
}

export function currentUser(c: Context<ShopEnv>, ctx: ShopContext): UserRecord {
  const user = ctx.state().users.find((candidate) => candidate.id === c.get('userId'));
  if (!user) throw new ShopError('unauthorized', MESSAGES.unauthorized);
  return user;
}

/** A numeric route parameter; routes declare ids as `:id{[0-9]+}`. */
export function numericParam(c: Context, name: string): number {
  const value = Number(c.req.param(name));
  if (!Number.isSafeInteger(value)) throw new ShopError('invalidInput', MESSAGES.invalidId);
  return value;
}

export function query(c: Context): URLSearchParams {
  return new URL(c.req.url).searchParams;
}
