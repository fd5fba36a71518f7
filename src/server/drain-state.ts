/**
 * Whether this process is draining (SIGTERM or SIGINT received): /healthz
 * answers 503 and every answer asks the client to close its connection.
 */
const holder = globalThis as typeof globalThis & { __draining?: boolean };

export function isDraining(): boolean {
  return holder.__draining === true;
}

export function startDraining(): void {
  holder.__draining = true;
}
