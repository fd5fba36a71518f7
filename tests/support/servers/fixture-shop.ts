import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { request } from 'undici';
import { afterAll, beforeEach } from 'vitest';
import type { Result } from '@/fixture-shop/envelope';
import { createFixtureShop, type FixtureShop, type FixtureShopOptions } from '@/fixture-shop/index';

/** Test support: the fixture shop served over real HTTP on loopback. */

export const FIXTURES_DIR = fileURLToPath(new URL('../../../fixtures', import.meta.url));
export const DEMO = { phoneNumber: '09120000000', password: 'demo1234' } as const;
export const STOCK_HOLDER = { phoneNumber: '09130000000', password: 'demo1234' } as const;

export type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The parsed body when it is JSON; tests read `value` in the endpoint's shape. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read `value` in whichever endpoint's shape they called
  json: Result<any> | null;
};

export type RunningShop = {
  shop: FixtureShop;
  /** `body` is sent as JSON, `raw` as it is. */
  call(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; raw?: string },
  ): Promise<Answer>;
  login(account?: { phoneNumber: string; password: string }): Promise<string>;
  close(): Promise<void>;
};

export async function startFixtureShop(options: FixtureShopOptions = {}): Promise<RunningShop> {
  const shop = createFixtureShop({ fixturesDir: FIXTURES_DIR, ...options });
  const { server, port } = await new Promise<{ server: Server; port: number }>((resolve) => {
    const server = serve({ fetch: shop.handle, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({ server: server as Server, port: info.port }),
    );
  });
  const origin = `http://127.0.0.1:${port}`;

  const call: RunningShop['call'] = async (method, path, { token, body, raw } = {}) => {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const answer = await request(`${origin}${path}`, {
      method: method as 'GET',
      headers,
      body: payload,
    });
    const text = await answer.body.text();
    let json: Answer['json'] = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return { status: answer.statusCode, headers: answer.headers, text, json };
  };

  return {
    shop,
    call,
    async login(account = DEMO) {
      const answer = await call('POST', '/api/shop/users/login', { body: account });
      if (answer.status !== 200 || typeof answer.json?.value !== 'string') {
        throw new Error(`Login failed with status ${answer.status}`);
      }
      return answer.json.value;
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * The set-up most fixture-shop test files share: one shop for the file, closed
 * after it and reset to its seed before each test.
 */
export async function fixtureShopForFile(options: FixtureShopOptions = {}): Promise<RunningShop> {
  const running = await startFixtureShop(options);
  afterAll(() => running.close());
  beforeEach(() => running.shop.reset());
  return running;
}
