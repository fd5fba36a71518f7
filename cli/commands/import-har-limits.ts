/**
 * The most one `shop fixtures import-har` reads and writes (numbers only, so
 * that --help can say them without loading the command). Unbounded, a HAR of
 * 100,000 entries took 12.8 s and 352 MB and wrote 100,000 files; a session
 * saved from the browser is a few megabytes and a few hundred shop API
 * calls. Past a bound the import stops before its first write (exit 64).
 */
const MiB = 1024 * 1024;

/** The HAR file, read up to this (pictures come base64 in it). */
export const HAR_MAX_FILE_BYTES = 64 * MiB;
/** Shop API calls imported from one HAR (entries skipped do not count). */
export const HAR_MAX_ENTRIES = 5_000;
/** Fixture files written by one import, in all. */
export const HAR_MAX_WRITTEN_BYTES = 128 * MiB;
