import type { ShopState } from '../../src/lib/shop-state';
import type { Colour } from './output';

/** What `shop health` reports: one of the shop's states (src/lib/shop-state.ts), or that it could not tell. */
export type HealthState = ShopState | 'unreachable';

/** Each state `shop health` reports: its exit code, its colour, and the lines its help gives it. */
export const HEALTH_STATES = {
  open: { exitCode: 0, colour: 'green', help: ['open'] },
  unreachable: {
    exitCode: 1,
    colour: 'red',
    help: [
      'unreachable: no answer, timed out, no health report, or the shop API behind the',
      'storefront is unreachable or gives no usable shop data',
    ],
  },
  maintenance: { exitCode: 2, colour: 'yellow', help: ['maintenance'] },
  deactivated: { exitCode: 3, colour: 'red', help: ['deactivated'] },
} as const satisfies Record<
  HealthState,
  { exitCode: number; colour: Colour; help: readonly [string, ...string[]] }
>;

/** The exit codes' lines of the help, in the order of their codes. */
export function healthExitCodeHelp(): string[] {
  return Object.values(HEALTH_STATES)
    .toSorted((a, b) => a.exitCode - b.exitCode)
    .flatMap(({ exitCode, help: [first, ...rest] }) => [
      `  ${exitCode}   ${first}`,
      ...rest.map((line) => `      ${line}`),
    ]);
}
