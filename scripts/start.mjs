// `npm start`: build when needed, then serve the production build
// (on PORT, 8080 by default; the embedded fixture shop unless SHOP_API_URL is set).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIfNeeded } from './build-if-needed.mjs';
import { requireSupportedNode } from './require-node.mjs';

requireSupportedNode();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
buildIfNeeded();

// The server prints its start line once the port is taken (src/server/runtime/http-server.ts).
process.env.PORT ||= '8080';
// The server writes its own start-up line (JSON, or pretty on a terminal).
await import(pathToFileURL(path.join(root, 'dist', 'serve-node.js')).href);
