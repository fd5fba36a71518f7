// Types of build-if-needed.mjs, which stays plain JavaScript: `npm start` runs it before anything is built.
export const BUILD_INPUTS: readonly string[];
export function buildIfNeeded(): void;
