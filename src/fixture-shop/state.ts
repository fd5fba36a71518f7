import type { Dialect } from './dialect';
import type { Seed } from './seed';
import type {
  Category,
  ContactInfoRecord,
  InvoiceRecord,
  OrderRecord,
  Product,
  ReviewRecord,
  UserRecord,
} from './seed-schema';

export type CartLine = { productId: number; unitId: number | string; amount: number };

/** A password recovery in progress for one phone number. */
export type Recovery = {
  userId: number;
  expiresAt: number;
  attempts: number;
  /** Set once the code is verified; the reset token carries it as `jti`. */
  resetId: string | null;
};

/** Everything one fixture shop instance holds in memory; `reset()` builds a fresh one. */
export type FixtureDatabase = {
  products: Product[];
  productById: Map<number, Product>;
  productByCode: Map<string, Product>;
  /** Title and code per product id in the dialect's search form, for the search filters. */
  searchText: Map<number, { title: string; code: string }>;
  /**
   * Each category id with the ids the category filter matches: itself, and its
   * descendants if the dialect says so.
   */
  categoryScope: Map<number, Set<number>>;
  users: UserRecord[];
  carts: Map<number, CartLine[]>;
  contactInfo: ContactInfoRecord[];
  invoices: InvoiceRecord[];
  orders: OrderRecord[];
  reviews: ReviewRecord[];
  recoveries: Map<string, Recovery>;
};

function scopeCategories(
  node: Category,
  scope: Map<number, Set<number>>,
  descendants: boolean,
): Set<number> {
  const ids = new Set([node.id]);
  for (const child of node.children) {
    for (const id of scopeCategories(child, scope, descendants)) ids.add(id);
  }
  scope.set(node.id, descendants ? ids : new Set([node.id]));
  return ids;
}

export function createState(seed: Seed, dialect: Dialect): FixtureDatabase {
  const copy = structuredClone(seed);
  const categoryScope = new Map<number, Set<number>>();
  scopeCategories(copy.categories, categoryScope, dialect.categoryIncludesDescendants);
  return {
    products: copy.products,
    productById: new Map(copy.products.map((product) => [product.id, product])),
    productByCode: new Map(copy.products.map((product) => [product.code.toLowerCase(), product])),
    searchText: new Map(
      copy.products.map((product) => [
        product.id,
        { title: dialect.searchForm(product.title), code: dialect.searchForm(product.code) },
      ]),
    ),
    categoryScope,
    users: copy.users,
    carts: new Map(),
    contactInfo: copy['contact-info'],
    invoices: copy.invoices,
    orders: copy.orders,
    reviews: copy.reviews,
    recoveries: new Map(),
  };
}

/** The next free id of a list of records. */
export function nextId(records: ReadonlyArray<{ id: number }>): number {
  return records.reduce((max, record) => Math.max(max, record.id), 0) + 1;
}
