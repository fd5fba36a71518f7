import { describe, expect, it } from 'vitest';
import { currentRequestScope, requestIdOf, runInRequestScope } from './request-scope';

describe('requestIdOf', () => {
  it('keeps a trusted proxy id and makes one otherwise', () => {
    expect(requestIdOf('0f6c1e2d9a8b7c6d', true)).toBe('0f6c1e2d9a8b7c6d');
    expect(requestIdOf('0f6c1e2d9a8b7c6d', false)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(undefined, true)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses ids that are too short, too long or carry odd characters', () => {
    for (const id of [
      'abc',
      'x'.repeat(129),
      'id with spaces',
      'id\nforged-line',
      '<script>1234',
    ]) {
      expect(requestIdOf(id, true)).not.toBe(id);
    }
  });
});

describe('request scope', () => {
  it('is found across awaits inside its run, and not outside', async () => {
    const scope = { id: 'r-123456789', started: 0, upstream: [] };
    await runInRequestScope(scope, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      currentRequestScope()?.upstream.push({
        endpoint: '/api/shop/get-data',
        status: 200,
        ms: 1,
        at: 0,
      });
    });
    expect(scope.upstream).toHaveLength(1);
    expect(currentRequestScope()).toBeUndefined();
  });
});
