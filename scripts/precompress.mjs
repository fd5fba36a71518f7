// Writes .br and .gz copies of the compressible build output, which the
// server's static handler sends to browsers that accept them.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'public');
const COMPRESSIBLE = /\.(js|css|svg|html|json|txt|xml|map)$/;

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry)) yield full;
  }
}

let count = 0;
// Every file a compressed copy makes smaller (a few hundred bytes are enough:
// a 600-byte chunk gzips to about 400), not only those over 1 KiB; the
// smallest are left as they are.
const MIN_BYTES = 256;
for (const file of files(root)) {
  const source = readFileSync(file);
  if (source.length < MIN_BYTES) continue;
  const gzip = gzipSync(source, { level: 9 });
  if (gzip.length >= source.length) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzip);
  count += 1;
}
console.log(`precompressed ${count} files in dist/public`);
