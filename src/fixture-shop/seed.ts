import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { SEED_FILES, type Category, type Product, type SeedFiles } from './seed-schema';

export type Seed = SeedFiles;

function readSeedFile<Name extends keyof SeedFiles>(dir: string, name: Name): SeedFiles[Name] {
  const file = path.join(dir, `${name}.json`);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Fixture file ${file} cannot be read: ${(error as Error).message}`);
  }
  const parsed = v.safeParse(SEED_FILES[name], data);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = v.getDotPath(issue);
    throw new Error(
      `Fixture file ${file} is invalid: ${issue.message}${where ? ` at ${where}` : ''}`,
    );
  }
  return parsed.output as SeedFiles[Name];
}

function categoryIds(node: Category): number[] {
  return [node.id, ...node.children.flatMap(categoryIds)];
}

function assertConsistent(dir: string, seed: Seed): void {
  const products = path.join(dir, 'products.json');
  const categories = new Set(categoryIds(seed.categories));
  const codes = new Set<string>();
  const ids = new Set<number>();
  const invalid = (product: Product, problem: string) =>
    new Error(
      `Fixture file ${products} is invalid: product ${product.id} (${product.code}) ${problem}`,
    );
  for (const product of seed.products) {
    if (!categories.has(product.parentDetailedAccountId)) {
      throw invalid(product, `names unknown category ${product.parentDetailedAccountId}`);
    }
    if (codes.has(product.code) || ids.has(product.id)) throw invalid(product, 'is listed twice');
    codes.add(product.code);
    ids.add(product.id);
  }
}

/** Reads and checks every seed file of a fixture set, e.g. fixtures/default. */
export function loadSeed(dir: string): Seed {
  const seed = Object.fromEntries(
    (Object.keys(SEED_FILES) as Array<keyof SeedFiles>).map((name) => [
      name,
      readSeedFile(dir, name),
    ]),
  ) as Seed;
  assertConsistent(dir, seed);
  return seed;
}
