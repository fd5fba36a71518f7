import { normaliseSearch } from './normalise';
import type { ScenarioName } from './scenarios';

/**
 * How the fixture shop reads the contract (SPEC §7). `default` is forgiving: ids match
 * whatever their JSON type, searches fold Persian letter forms and digits, a category
 * includes its descendants, write calls answer the record they changed. `strict` is
 * another faithful reading, as a real backend may have it (fixtures/README.md,
 * "The strict dialect"); the storefront must work against both.
 */
export type Dialect = {
  name: 'default' | 'strict';
  /** The form a title or code and the query are brought to before a "contains" match. */
  searchForm(text: string): string;
  /** Whether `parentDetailedAccountId` also matches the products of the category's descendants. */
  categoryIncludesDescendants: boolean;
  /** Whether an id in a request body matches a stored id: by value, or by value and JSON type. */
  sameId(given: unknown, stored: number | string): boolean;
  /** Whether an id field of a request body must be a JSON number (text is refused with 400). */
  numericBodyIds: boolean;
  /** Whether `GET /products/{key}` also finds a product by its code (else ids only). */
  productCodeInPath: boolean;
  /** The value a write call answers, given the record it changed (or null). */
  written(value: unknown): unknown;
};

export const DEFAULT_DIALECT: Dialect = {
  name: 'default',
  searchForm: normaliseSearch,
  categoryIncludesDescendants: true,
  sameId: (given, stored) =>
    given !== null && given !== undefined && String(given) === String(stored),
  numericBodyIds: false,
  productCodeInPath: true,
  written: (value) => value,
};

/**
 * Like SQL's LIKE under a case-insensitive collation that folds neither Arabic
 * letter forms nor digits.
 */
const rawSearchForm = (text: string) => text.toLowerCase();

export const STRICT_DIALECT: Dialect = {
  name: 'strict',
  searchForm: rawSearchForm,
  categoryIncludesDescendants: false,
  sameId: (given, stored) => given === stored,
  numericBodyIds: true,
  productCodeInPath: false,
  written: () => true,
};

export function dialectOf(scenario: ScenarioName): Dialect {
  return scenario === 'strict' ? STRICT_DIALECT : DEFAULT_DIALECT;
}
