#!/usr/bin/env node
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { requireSupportedNode } from '../../scripts/require-node.mjs';

requireSupportedNode();

// The project's tsconfig by its path, not the one of the folder the command runs in:
// its `paths` give the `@/` alias (src/) that the commands' imports use.
register({ tsconfig: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)) });
await import('../main.ts');
