import { readFileSync } from 'node:fs';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import { successEnvelope } from '@/fixture-shop/envelope';

/**
 * The `hostile` upstream (docs/decisions/0008): a shop API of our own that misbehaves the
 * way real backends and attackers do, for the test suite. It serves enough of
 * the API for the storefront's pages, and:
 *
 * - leaks headers on every answer: Set-Cookie auth_token, Server,
 *   X-Powered-By, an internal header, CORS, HSTS max-age=0, its own CSP and a
 *   Location;
 * - an error page that echoes the path and query as HTML (reflected script),
 *   for every path it does not know;
 * - /api/shop/media/{id}: `svg` (scripted SVG), `html` (a scripted page),
 *   `photo` (a small WebP), `endless` (a picture that never ends), `cut` (the
 *   connection dropped mid-file), `slow-…` (the small WebP after
 *   `state.mediaDelayMs`, for any id after the dash);
 * - /api/shop/products/{id}: `huge` (100 MB of JSON), `endless` (JSON that
 *   trickles forever), `bomb` (a gzip bomb: 1 GiB of zeros in about 1 MB),
 *   `cut` (dropped mid-answer), `redirect` (a 302 elsewhere);
 * - a catalogue of CATALOGUE_PAGES pages of 100 products;
 * - shop data whose notification is 1 MB of nested <div> (`nestedHtml`), or
 *   whose logo is a URL of its choosing (`logoUrl`);
 * - `failing`: every catalogue call answers a 500 page.
 *
 * Each script it serves sets `window.__hostile` and opens a dialog, so a
 * browser test can tell whether any of it ran. It counts the calls per path
 * and keeps the headers of the last request to each path; a test can hold the
 * answers to a path until it lets them go.
 */
export const CATALOGUE_PAGES = 500;
/** The one password users/login accepts, for any phone. */
export const RIGHT_PASSWORD = 'the-right-password';
export const HOSTILE_SCRIPT = "window.__hostile=true;alert('hostile')";

export type HostileState = {
  nestedHtml: boolean;
  failing: boolean;
  logoUrl: string | null;
  mediaDelayMs: number;
};

export type HostileUpstream = {
  url: string;
  state: HostileState;
  /** Calls answered per path, since start or the last resetCalls(). */
  calls(path: string): number;
  /** Calls to paths starting with `prefix`. */
  callsUnder(prefix: string): number;
  /** Most calls to a path that were in flight at once. */
  mostAtOnce(path: string): number;
  resetCalls(): void;
  /** Resolves once the gzip bomb is made (a few seconds after start). */
  ready: Promise<void>;
  /** The headers and query of the last request to a path. */
  lastRequest(path: string): { headers: IncomingHttpHeaders; query: URLSearchParams } | undefined;
  /** Holds every answer to `path` (counted as it arrives) until the returned function is called. */
  hold(path: string): () => void;
  close(): Promise<void>;
};

const LEAKY_HEADERS: Record<string, string | string[]> = {
  'set-cookie': ['auth_token=stolen-by-upstream; Path=/; HttpOnly', 'upstream_session=1; Path=/'],
  server: 'hostile/6.6.6',
  'x-powered-by': 'PHP/5.2.17',
  'x-internal-trace': 'db-primary-07.internal',
  'access-control-allow-origin': '*',
  'access-control-allow-credentials': 'true',
  'strict-transport-security': 'max-age=0',
  'content-security-policy': "script-src * 'unsafe-inline'",
  location: 'https://evil.example/',
};

const SCRIPTED_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="${HOSTILE_SCRIPT}"><script>${HOSTILE_SCRIPT}</script><rect width="10" height="10"/></svg>`;
const SCRIPTED_PAGE = `<!doctype html><html><body><h1>media</h1><script>${HOSTILE_SCRIPT}</script><img src=x onerror="${HOSTILE_SCRIPT}"></body></html>`;
/** The smallest valid WebP (1×1), as a camera photo stands in for. */
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

const shopJson = JSON.parse(
  readFileSync(
    fileURLToPath(new URL('../../../fixtures/default/shop.json', import.meta.url)),
    'utf8',
  ),
) as Record<string, unknown>;

/** 1 MB of <div> nested inside each other. */
export const NESTED_HTML = `${'<div>'.repeat(95_000)}اطلاعیه${'</div>'.repeat(95_000)}`;

function envelope(value: unknown): string {
  return JSON.stringify(successEnvelope(value));
}

function shopData(state: HostileState) {
  const { notificationWindow: _window, ...shop } = shopJson;
  const day = 24 * 60 * 60 * 1000;
  return {
    ...shop,
    title: 'فروشگاه بدخواه',
    notificationContent: state.nestedHtml ? NESTED_HTML : shop.notificationContent,
    ...(state.logoUrl ? { logo: { fullPath: state.logoUrl, name: null, extension: 'png' } } : {}),
    notificationActivation: new Date(Date.now() - day).toISOString(),
    notificationExpiration: new Date(Date.now() + 30 * day).toISOString(),
  };
}

function product(id: number) {
  return {
    id,
    code: `HX-${id}`,
    title: `کالای ${id}`,
    price: 1000 + id,
    priceWithDiscount: 1000 + id,
    discountPercent: 0,
    images: [],
    units: [{ id: 1, title: 'عدد', isDefault: true, conversionFactor: 1 }],
  };
}

function productPage(query: URLSearchParams) {
  const size = Math.min(Math.max(Number(query.get('size') ?? 10) || 10, 1), 100);
  const page = Math.max(Number(query.get('page') ?? 1) || 1, 1);
  const first = (page - 1) * size + 1;
  const result =
    page > CATALOGUE_PAGES
      ? []
      : Array.from({ length: size }, (_, index) => product(first + index));
  return { result, page, size, totalPages: CATALOGUE_PAGES, totalCount: CATALOGUE_PAGES * size };
}

let bomb: Promise<Buffer> | undefined;

/** 1 GiB of zeros, gzip-compressed as it is made (never held whole). */
function gzipBomb(): Promise<Buffer> {
  bomb ??= new Promise((resolve, reject) => {
    const gzip = createGzip({ level: 9 });
    const parts: Buffer[] = [];
    gzip.on('data', (part: Buffer) => parts.push(part));
    gzip.on('end', () => resolve(Buffer.concat(parts)));
    gzip.on('error', reject);
    const zeros = Buffer.alloc(1024 * 1024);
    let written = 0;
    const write = () => {
      while (written < 1024) {
        written += 1;
        if (!gzip.write(zeros)) return void gzip.once('drain', write);
      }
      gzip.end();
    };
    write();
  });
  return bomb;
}

function send(
  res: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
  extra: Record<string, string> = {},
): void {
  res.writeHead(status, {
    ...LEAKY_HEADERS,
    'content-type': type,
    'content-length': String(Buffer.byteLength(body)),
    ...extra,
  });
  res.end(body);
}

/** Writes `chunk` until the reader goes away or `times` chunks are out. */
function stream(res: ServerResponse, chunk: Buffer, times: number, everyMs = 0): void {
  let sent = 0;
  const next = () => {
    if (res.destroyed) return;
    if (sent >= times) return void res.end();
    sent += 1;
    if (everyMs > 0) return void (res.write(chunk), setTimeout(next, everyMs));
    if (res.write(chunk)) setImmediate(next);
    else res.once('drain', next);
  };
  next();
}

function errorPage(res: ServerResponse, status: number, path: string): void {
  // Echoes the path and query unescaped, as many backends' error pages do.
  send(
    res,
    status,
    'text/html; charset=utf-8',
    `<!doctype html><html><body><h1>${status}: ${path} was not found</h1></body></html>`,
  );
}

async function answerMedia(res: ServerResponse, id: string, state: HostileState): Promise<void> {
  if (id.startsWith('slow-')) {
    await new Promise((resolve) => setTimeout(resolve, state.mediaDelayMs));
    if (res.destroyed) return;
    return send(res, 200, 'image/webp', WEBP);
  }
  switch (id) {
    case 'svg':
      return send(res, 200, 'image/svg+xml', SCRIPTED_SVG);
    case 'html':
      return send(res, 200, 'text/html; charset=utf-8', SCRIPTED_PAGE);
    case 'photo':
      return send(res, 200, 'image/webp', WEBP, {
        'cache-control': 'public, max-age=86400',
        etag: '"photo-1"',
      });
    case 'endless':
      res.writeHead(200, { ...LEAKY_HEADERS, 'content-type': 'image/jpeg' });
      return stream(res, Buffer.alloc(64 * 1024, 0xff), Number.POSITIVE_INFINITY);
    case 'cut':
      res.writeHead(200, {
        ...LEAKY_HEADERS,
        'content-type': 'image/webp',
        'content-length': '200000',
      });
      res.write(Buffer.alloc(50_000, 1));
      setTimeout(() => res.socket?.destroy(), 100);
      return;
    default:
      return errorPage(res, 404, `/api/shop/media/${id}`);
  }
}

async function answerProduct(res: ServerResponse, id: string, path: string): Promise<void> {
  switch (id) {
    case 'huge':
      res.writeHead(200, { ...LEAKY_HEADERS, 'content-type': 'application/json' });
      res.write('{"isSuccess":true,"value":{"title":"');
      return stream(res, Buffer.alloc(64 * 1024, 0x61), 1600); // 100 MB
    case 'endless':
      res.writeHead(200, { ...LEAKY_HEADERS, 'content-type': 'application/json' });
      res.write('{"isSuccess":true,"value":{"title":"');
      return stream(res, Buffer.from('a'), Number.POSITIVE_INFINITY, 200);
    case 'bomb': {
      const body = await gzipBomb();
      res.writeHead(200, {
        ...LEAKY_HEADERS,
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        'content-length': String(body.length),
      });
      return void res.end(body);
    }
    case 'cut':
      res.writeHead(200, {
        ...LEAKY_HEADERS,
        'content-type': 'application/json',
        'content-length': '5000',
      });
      res.write('{"isSuccess":true,"value":{"id":1,"title":"');
      setTimeout(() => res.socket?.destroy(), 100);
      return;
    case 'redirect':
      res.writeHead(302, { ...LEAKY_HEADERS, 'content-type': 'text/html' });
      return void res.end('<a href="https://evil.example/">moved</a>');
    default:
      if (/^\d+$/.test(id))
        return send(
          res,
          200,
          'application/json',
          envelope({ ...product(Number(id)), productDescription: '<p>توضیح</p>', features: [] }),
        );
      return errorPage(res, 404, path);
  }
}

export async function startHostileUpstream(
  options: { port?: number; state?: Partial<HostileState> } = {},
): Promise<HostileUpstream> {
  const state: HostileState = {
    nestedHtml: false,
    failing: false,
    logoUrl: null,
    mediaDelayMs: 2000,
    ...options.state,
  };
  const counts = new Map<string, number>();
  const inFlight = new Map<string, number>();
  const peaks = new Map<string, number>();
  const last = new Map<string, { headers: IncomingHttpHeaders; query: URLSearchParams }>();
  const held = new Map<string, Promise<void>>();

  async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    query: URLSearchParams,
  ): Promise<void> {
    const decoded = safeDecode(req.url ?? path);
    const media = /^\/api\/shop\/media\/([^/]+)$/.exec(path)?.[1];
    if (media) return answerMedia(res, media, state);
    const productId = /^\/api\/shop\/products\/([^/]+)$/.exec(path)?.[1];
    if (productId && productId !== 'home') return answerProduct(res, productId, decoded);
    if (state.failing && path !== '/api/shop/get-data') return errorPage(res, 500, decoded);
    switch (path) {
      case '/api/shop/get-data':
        return send(res, 200, 'application/json; charset=utf-8', envelope(shopData(state)));
      case '/api/shop/categories':
        return send(
          res,
          200,
          'application/json',
          envelope({ id: 1, name: 'همه', children: [{ id: 10, name: 'کالاها', children: [] }] }),
        );
      case '/api/shop/products':
        return send(res, 200, 'application/json', envelope(productPage(query)));
      case '/api/shop/products/home':
        return send(
          res,
          200,
          'application/json',
          envelope(productPage(new URLSearchParams('size=12')).result),
        );
      case '/api/shop/banners':
        return send(
          res,
          200,
          'application/json',
          envelope({ result: [], page: 1, size: 5, totalPages: 0, totalCount: 0 }),
        );
      case '/api/shop/users/login': {
        // Reads the body to its end, as a backend would: RIGHT_PASSWORD signs in, anything else is a failure.
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        if (Buffer.concat(chunks).toString('utf8').includes(`"password":"${RIGHT_PASSWORD}"`)) {
          return send(
            res,
            200,
            'application/json',
            JSON.stringify({
              isSuccess: true,
              isFailure: false,
              errors: [],
              value: 'hostile-token',
            }),
          );
        }
        return send(
          res,
          400,
          'application/json',
          JSON.stringify({
            isSuccess: false,
            isFailure: true,
            errors: ['نام کاربری یا رمز عبور اشتباه است'],
            value: null,
          }),
        );
      }
      default:
        return errorPage(res, 404, decoded);
    }
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://hostile.local');
    const path = url.pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    inFlight.set(path, (inFlight.get(path) ?? 0) + 1);
    peaks.set(path, Math.max(peaks.get(path) ?? 0, inFlight.get(path) ?? 0));
    last.set(path, { headers: req.headers, query: url.searchParams });
    res.on('close', () => inFlight.set(path, (inFlight.get(path) ?? 1) - 1));
    (held.get(path) ?? Promise.resolve())
      .then(() => handle(req, res, path, url.searchParams))
      .catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    ready: gzipBomb().then(() => undefined),
    state,
    calls: (path) => counts.get(path) ?? 0,
    callsUnder: (prefix) =>
      [...counts].reduce((sum, [path, count]) => sum + (path.startsWith(prefix) ? count : 0), 0),
    mostAtOnce: (path) => peaks.get(path) ?? 0,
    resetCalls: () => {
      counts.clear();
      peaks.clear();
    },
    lastRequest: (path) => last.get(path),
    hold: (path) => {
      let release = () => undefined as void;
      held.set(path, new Promise<void>((resolve) => (release = resolve)));
      return () => {
        held.delete(path);
        release();
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

// `npx tsx tests/support/servers/hostile-upstream.ts [port]`: the hostile upstream on its own, to probe by hand.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const upstream = await startHostileUpstream({ port: Number(process.argv[2] ?? 4020) });
  console.log(`Hostile upstream on ${upstream.url}`);
}
