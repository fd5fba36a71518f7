// Types of require-node.mjs, which stays plain JavaScript: it must run on any Node to refuse it.
export function unsupportedNode(version: string, range?: string): string | undefined;
export function requireSupportedNode(): void;
