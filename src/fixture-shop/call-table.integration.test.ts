import { describe, expect, it } from 'vitest';
import { fixtureShopForFile } from '@test-support/servers/fixture-shop';
import { API_CALLS } from '@/shop-api/api-calls';

const { call } = await fixtureShopForFile();

describe('the fixture shop and the call table', () => {
  it('refuses without the shopper’s token exactly the calls whose row says they need it', async () => {
    const refused: string[] = [];
    const listed: string[] = [];
    for (const row of API_CALLS) {
      for (const method of row.methods) {
        const path = row.path.replace(/\{\w+\}/g, '1');
        const answer = await call(
          method,
          path,
          method === 'GET' || method === 'DELETE' ? {} : { body: {} },
        );
        if (answer.status === 401) refused.push(`${method} ${row.path}`);
        if (row.token) listed.push(`${method} ${row.path}`);
      }
    }
    expect(refused).toEqual(listed);
  });
});
