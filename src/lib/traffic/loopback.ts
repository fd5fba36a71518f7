/**
 * Whether a host is this machine: `localhost`, 127.0.0.0/8 or ::1, as a URL
 * names it (`[::1]`) or a socket reports it (`::1`, `::ffff:127.0.0.1`).
 */
export function isLoopback(host: string): boolean {
  return /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\]|::ffff:127(\.\d{1,3}){3})$/i.test(host);
}
