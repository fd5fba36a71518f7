/**
 * A loopback port of this checkout's tests: E2E_PORT (default 8181) + `offset`,
 * so that two checkouts can run their tests side by side. playwright.config.ts
 * says which offsets its shared servers hold (E2E_PORT … + 9); `workerPorts`
 * hands out the browser specs' own, `cliTestPort` the CLI tests'.
 */
export function e2ePort(offset: number): number {
  return Number(process.env.E2E_PORT ?? 8181) + offset;
}

/** How many ports a Playwright worker holds: more than any spec starts servers on. */
export const PORTS_PER_WORKER = 10;

/** The ports a browser spec may start servers on (tests/support/browser/fixtures.ts, `ports`). */
export type Ports = readonly [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];

/**
 * The ports of one Playwright worker: a block of PORTS_PER_WORKER from E2E_PORT + 10,
 * one block for each worker slot (`parallelIndex`, 0 … workers - 1) of each project.
 * Two workers running at once differ in project or in slot, so never share a port;
 * the specs one worker runs, one after another, reuse its block.
 */
export function workerPorts(projectIndex: number, workers: number, parallelIndex: number): Ports {
  if (projectIndex < 0 || parallelIndex < 0 || parallelIndex >= workers)
    throw new Error(
      `workerPorts(${projectIndex}, ${workers}, ${parallelIndex}): no such project or worker slot`,
    );
  const first = e2ePort(10 + (projectIndex * workers + parallelIndex) * PORTS_PER_WORKER);
  return Array.from({ length: PORTS_PER_WORKER }, (_, index) => first + index) as unknown as Ports;
}
