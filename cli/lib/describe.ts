import type { ApiFailure } from '../../src/shop-api/result';

/** One line about a failed API call, for operators: the technical detail when known, else the shop's message. */
export function describeFailure(failure: ApiFailure): string {
  const status = failure.status ? ` (HTTP ${failure.status})` : '';
  return `${failure.kind}${status}: ${failure.detail ?? failure.message}`;
}
