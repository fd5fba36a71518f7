import { GUARDED_PATTERNS } from '@/lib/routes';
import { decideGuard, isGuardedPath, type GuardDecision, type GuardInput } from './guard-decision';

export { hasStoredToken, loginLocation, type GuardDecision } from './guard-decision';

/** A path under one of the route table's guarded routes, in any casing. */
export function isProtectedPath(pathname: string): boolean {
  return isGuardedPath(GUARDED_PATTERNS, pathname);
}

/** The auth guard's decision for the route table's guarded routes (the server's guard). */
export function guardDecision(input: GuardInput): GuardDecision {
  return decideGuard(GUARDED_PATTERNS, input);
}
