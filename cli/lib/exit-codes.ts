/** Exit codes shared by every command (documented in --help and the README). */
export const EXIT_USAGE = 64;

/** A bad argument found after parsing (e.g. two options that exclude each other): one line, exit 64. */
export class UsageError extends Error {
  override name = 'UsageError';
}
