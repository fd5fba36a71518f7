import { describe, expect, it } from 'vitest';
import { plainHttpWarning } from './start-server';

describe('plainHttpWarning', () => {
  it('warns for a plain-http public origin other than loopback', () => {
    expect(plainHttpWarning('http://shop.example.ir')).toMatch(/Secure/);
    expect(plainHttpWarning('http://192.168.1.20:8080')).toMatch(/https/);
  });

  it('stays quiet for https, loopback or no public origin', () => {
    expect(plainHttpWarning('https://shop.example.ir')).toBeNull();
    expect(plainHttpWarning('http://localhost:8080')).toBeNull();
    expect(plainHttpWarning('http://127.0.0.1:8080')).toBeNull();
    expect(plainHttpWarning('http://[::1]:8080')).toBeNull();
    expect(plainHttpWarning(null)).toBeNull();
  });
});
