import { normaliseSearch } from './normalise';
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
export type ShopState = {
  products: Product[];
  productById: Map<number, Product>;
  productByCode: Map<string, Product>;
  /** Normalised title and code per product id, for the search filters. */
  searchText: Map<number, { title: string; code: string }>;
  /** Each category id with the ids of itself and all its descendants. */
  categoryScope: Map<number, Set<number>>;
  users: UserRecord[];
  carts: Map<number, CartLine[]>;
  contactInfo: ContactInfoRecord[];
  invoices: InvoiceRecord[];
  orders: OrderRecord[];
  reviews: ReviewRecord[];
  recoveries: Map<string, Recovery>;
};

function scopeCategories(node: Category, scope: Map<number, Set<number>>): Set<number> {
  const ids = new Set([node.id]);
  for (const child of node.children) {
    for (const id of scopeCategories(child, scope)) ids.add(id);
  }
  scope.set(node.id, ids);
  return ids;
}

export function createState(seed: Seed): ShopState {
  const copy = structuredClone(seed);
  const categoryScope = new Map<number, Set<number>>();
  scopeCategories(copy.categories, categoryScope);
  return {
    products: copy.products,
    productById: new Map(copy.products.map((product) => [product.id, product])),
    productByCode: new Map(copy.products.map((product) => [product.code.toLowerCase(), product])),
    searchText: new Map(
      copy.products.map((product) => [
        product.id,
        { title: normaliseSearch(product.title), code: normaliseSearch(product.code) },
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
