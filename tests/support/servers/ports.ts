/**
 * A loopback port of this checkout's tests: E2E_PORT (default 8181) + `offset`,
 * so that two checkouts can run their tests side by side. playwright.config.ts
 * says which offsets the browser specs hold; `testPort`, `journeyPort` and
 * `cliTestPort` hand out ranges of them.
 */
export function e2ePort(offset: number): number {
  return Number(process.env.E2E_PORT ?? 8181) + offset;
}
