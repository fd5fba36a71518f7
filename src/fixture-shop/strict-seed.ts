import { toAsciiDigits } from './normalise';
import type { Seed } from './seed';
import type { Category, Product } from './seed-schema';

/**
 * The seed of the strict dialect, derived from the default seed when the shop starts, so
 * that the two stay in step (fixtures/README.md, "The strict dialect"):
 *
 * - **Leaf categories only.** A product of a category that has children moves to the
 *   first leaf below it (depth first); the category tree itself is unchanged.
 * - **Titles as shop databases spell them.** Products whose id is divisible by 3 are
 *   spelled with Arabic yeh and kaf (ی → ي, ک → ك); of the others, those with id % 3 = 1
 *   have ASCII digits where the default has Persian ones. Invoice and order lines of
 *   those products carry the same spelling.
 * - **Persian codes.** Each Latin letter of a code becomes one Persian letter (LETTERS),
 *   each digit a Persian digit, and the hyphen one of SEPARATORS by id % 4:
 *   BK-1001 → «بک۱۰۰۱», BK-1002 → «بک ۱۰۰۲», BK-1003 → «بک/۱۰۰۳», BK-1004 → «بک-۱۰۰۴».
 */

const LETTERS: Record<string, string> = {
  a: 'ا',
  b: 'ب',
  c: 'چ',
  d: 'د',
  e: 'ع',
  f: 'ف',
  g: 'گ',
  h: 'ه',
  i: 'ی',
  j: 'ج',
  k: 'ک',
  l: 'ل',
  m: 'م',
  n: 'ن',
  o: 'و',
  p: 'پ',
  q: 'ق',
  r: 'ر',
  s: 'س',
  t: 'ت',
  u: 'ص',
  v: 'ط',
  w: 'ظ',
  x: 'خ',
  y: 'غ',
  z: 'ز',
};
const SEPARATORS = ['-', '', ' ', '/'] as const;
const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';

export function toPersianDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => PERSIAN_DIGITS[Number(digit)] ?? digit);
}

/** A product code in Persian letters and digits, its separator chosen by the product id. */
export function strictCode(productId: number, code: string): string {
  const separator = SEPARATORS[productId % SEPARATORS.length] ?? '-';
  const letters = code.replace(/[a-z]/gi, (letter) => LETTERS[letter.toLowerCase()] ?? letter);
  return toPersianDigits(letters).replace(/-/g, separator);
}

/** A product title (or an order line's name) as the strict shop spells it. */
export function strictTitle(productId: number, title: string): string {
  if (productId % 3 === 0) return title.replace(/ی/g, 'ي').replace(/ک/g, 'ك');
  if (productId % 3 === 1) return toAsciiDigits(title);
  return title;
}

/** Each category id with the id of the first leaf below it (itself for a leaf). */
function firstLeaves(node: Category, leaves = new Map<number, number>()): Map<number, number> {
  for (const child of node.children) firstLeaves(child, leaves);
  const first = node.children[0];
  leaves.set(node.id, first ? (leaves.get(first.id) ?? first.id) : node.id);
  return leaves;
}

function strictProduct(product: Product, leaves: ReadonlyMap<number, number>): Product {
  return {
    ...product,
    code: strictCode(product.id, product.code),
    title: strictTitle(product.id, product.title),
    parentDetailedAccountId:
      leaves.get(product.parentDetailedAccountId) ?? product.parentDetailedAccountId,
  };
}

export function strictSeed(seed: Seed): Seed {
  const copy = structuredClone(seed);
  const leaves = firstLeaves(copy.categories);
  const products = copy.products.map((product) => strictProduct(product, leaves));
  const codes = new Set(products.map((product) => product.code));
  if (codes.size !== products.length)
    throw new Error('The strict dialect gives two products the same code');
  return {
    ...copy,
    products,
    invoices: copy.invoices.map((invoice) => ({
      ...invoice,
      items: invoice.items.map((item) => ({
        ...item,
        productName: strictTitle(item.productId, item.productName),
      })),
    })),
    orders: copy.orders.map((order) => ({
      ...order,
      items: order.items.map((item) => ({
        ...item,
        productName: strictTitle(item.productId, item.productName),
      })),
    })),
  };
}
