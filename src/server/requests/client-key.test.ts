import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAborter, clientKeyOf } from './client-key';

describe('clientKeyOf', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientKeyOf('6.6.6.6', '203.0.113.7', 0)).toBe('203.0.113.7');
    expect(clientKeyOf(null, '::ffff:127.0.0.1', 0)).toBe('127.0.0.1');
  });

  it('behind a trusted proxy, is the address the proxy appended (the last), not one the client wrote', () => {
    expect(clientKeyOf('6.6.6.6, 198.51.100.9', '10.0.0.2', 1)).toBe('198.51.100.9');
    expect(clientKeyOf(' 198.51.100.9 ', '10.0.0.2', 1)).toBe('198.51.100.9');
  });

  it('behind two trusted proxies (a CDN in front of nginx), is the address the outer one appended', () => {
    expect(clientKeyOf('6.6.6.6, 198.51.100.9, 192.0.2.10', '10.0.0.2', 2)).toBe('198.51.100.9');
    expect(clientKeyOf('198.51.100.9, 192.0.2.10', '10.0.0.2', 2)).toBe('198.51.100.9');
    // Shoppers behind one CDN edge are told apart: the edge's own address is never the key.
    expect(clientKeyOf('198.51.100.10, 192.0.2.10', '10.0.0.2', 2)).not.toBe(
      clientKeyOf('198.51.100.9, 192.0.2.10', '10.0.0.2', 2),
    );
    // One entry: the request reached nginx without the CDN, and nginx appended its address.
    expect(clientKeyOf('198.51.100.9', '10.0.0.2', 2)).toBe('198.51.100.9');
  });

  it('falls back to the socket when the forwarded address is missing or not an address', () => {
    expect(clientKeyOf(null, '10.0.0.2', 1)).toBe('10.0.0.2');
    expect(clientKeyOf('1.2.3.4, evil', '10.0.0.2', 1)).toBe('10.0.0.2');
    expect(clientKeyOf(null, null, 1)).toBe('unknown');
  });

  it('counts an IPv6 client by its /64', () => {
    expect(clientKeyOf(null, '2001:db8:1:2:aaaa::1', 0)).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf(null, '2001:db8:1:2:bbbb:cccc:dddd:eeee', 0)).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf(null, '2001:0db8::7', 0)).toBe('2001:db8:0:0::/64');
    expect(clientKeyOf(null, '::1', 0)).toBe('0:0:0:0::/64');
  });
});

describe('clientAborter', () => {
  it("destroys Node's response object, and is undefined outside Node", async () => {
    let destroyed = 0;
    const app = new Hono();
    app.get('*', (c) => {
      const abort = clientAborter(c);
      abort?.();
      return c.text(abort ? 'abort' : 'none');
    });
    const outgoing = { destroy: () => (destroyed += 1) };
    expect(await (await app.request('/', {}, { outgoing })).text()).toBe('abort');
    expect(destroyed).toBe(1);
    expect(await (await app.request('/')).text()).toBe('none');
  });
});
