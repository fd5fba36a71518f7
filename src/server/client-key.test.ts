import { describe, expect, it } from 'vitest';
import { clientKeyOf } from './client-key';

describe('clientKeyOf', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientKeyOf('6.6.6.6', '203.0.113.7', false)).toBe('203.0.113.7');
    expect(clientKeyOf(null, '::ffff:127.0.0.1', false)).toBe('127.0.0.1');
  });

  it('behind a trusted proxy, is the address the proxy appended (the last), not one the client wrote', () => {
    expect(clientKeyOf('6.6.6.6, 198.51.100.9', '10.0.0.2', true)).toBe('198.51.100.9');
    expect(clientKeyOf(' 198.51.100.9 ', '10.0.0.2', true)).toBe('198.51.100.9');
  });

  it('falls back to the socket when the forwarded address is missing or not an address', () => {
    expect(clientKeyOf(null, '10.0.0.2', true)).toBe('10.0.0.2');
    expect(clientKeyOf('1.2.3.4, evil', '10.0.0.2', true)).toBe('10.0.0.2');
    expect(clientKeyOf(null, null, true)).toBe('unknown');
  });

  it('counts an IPv6 client by its /64', () => {
    expect(clientKeyOf(null, '2001:db8:1:2:aaaa::1', false)).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf(null, '2001:db8:1:2:bbbb:cccc:dddd:eeee', false)).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf(null, '2001:0db8::7', false)).toBe('2001:db8:0:0::/64');
    expect(clientKeyOf(null, '::1', false)).toBe('0:0:0:0::/64');
  });
});
