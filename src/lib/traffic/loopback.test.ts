import { describe, expect, it } from 'vitest';
import { isLoopback } from './loopback';

describe('isLoopback', () => {
  it('knows this machine by a URL hostname or a socket address', () => {
    for (const host of [
      'localhost',
      'LOCALHOST',
      '127.0.0.1',
      '127.1.2.3',
      '[::1]',
      '::1',
      '::ffff:127.0.0.1',
    ]) {
      expect(isLoopback(host), host).toBe(true);
    }
  });

  it('knows nothing else', () => {
    for (const host of [
      'shop.example.ir',
      '192.168.1.20',
      '10.0.0.1',
      '[::2]',
      '::ffff:10.0.0.1',
      'localhost.example.ir',
      '127.0.0.1.example.ir',
      '',
    ]) {
      expect(isLoopback(host), host).toBe(false);
    }
  });
});
