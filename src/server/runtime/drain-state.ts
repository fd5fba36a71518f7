import 'server-only';
import { processSingleton } from './process-singleton';

/**
 * Whether this process is draining (SIGTERM or SIGINT received): /healthz
 * answers 503 and every answer asks the client to close its connection.
 */
const drain = () => processSingleton('__draining', () => ({ on: false }));

export function isDraining(): boolean {
  return drain().on;
}

export function startDraining(): void {
  drain().on = true;
}
