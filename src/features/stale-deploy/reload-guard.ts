/**
 * After a new deploy, an open page may ask for client chunks that no longer
 * exist. The page then reloads once; the guard (SPEC §9: 10 seconds) stops a
 * reload loop when the reload does not help.
 */
export const RELOAD_GUARD_TTL_MS = 10_000;

const STALE_DEPLOY_MESSAGES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
  'Loading chunk',
  'ChunkLoadError',
  'Connection closed.',
];

/** Whether an error looks like a client chunk or RSC payload that failed to load. */
export function isStaleDeployError(reason: unknown): boolean {
  const text =
    reason instanceof Error
      ? `${reason.name}: ${reason.message}`
      : typeof reason === 'string'
        ? reason
        : '';
  return STALE_DEPLOY_MESSAGES.some((message) => text.includes(message));
}

/**
 * Whether the server's answer for this build's entry file says the build is
 * gone: 404 or 410, a deploy replaced it, and a reload brings the new one. Any
 * other answer, or none (`null`: a poor line, offline, a page being left, when
 * Safari's engine fails the loads still on their way), is no deploy: a reload
 * would only cost the shopper the page, or take them back to it.
 */
export function buildIsGone(status: number | null): boolean {
  return status === 404 || status === 410;
}

/** Reload unless the last stale-deploy reload happened within the guard's time-to-live. */
export function shouldReload(
  lastReloadAt: number | null,
  now: number,
  ttlMs = RELOAD_GUARD_TTL_MS,
): boolean {
  return (
    lastReloadAt === null ||
    !Number.isFinite(lastReloadAt) ||
    now - lastReloadAt >= ttlMs ||
    now < lastReloadAt
  );
}
