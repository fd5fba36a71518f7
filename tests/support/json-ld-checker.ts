/**
 * A small checker of JSON-LD blocks against the part of schema.org's
 * vocabulary the storefront writes, with the required properties Google's
 * rich-result documentation lists (product snippet, review snippet, breadcrumb,
 * carousel, sitelinks search box, logo). Table-driven and offline: each type
 * names its properties, what each holds, and what must be there; anything not
 * in the table is reported. Used by the unit tests and the browser tests.
 */

/** What a property may hold. */
type Value =
  | { kind: 'text' }
  | { kind: 'url' }
  | { kind: 'number'; min?: number }
  | { kind: 'integer'; min?: number }
  | { kind: 'date' }
  | { kind: 'currency' }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'node'; types: readonly string[] };

type TypeRule = {
  properties: Record<string, { value: Value; list?: 'allowed' | 'always' }>;
  /** Properties every node of the type must have. */
  required?: readonly string[];
  /** Groups of which at least one property must be there. */
  oneOf?: ReadonlyArray<readonly string[]>;
  /** Checks across properties. */
  check?: (node: Node, problem: (message: string) => void) => void;
};

type Node = Record<string, unknown>;

const text: Value = { kind: 'text' };
const url: Value = { kind: 'url' };
const node = (...types: string[]): Value => ({ kind: 'node', types });
const one = (value: Value) => ({ value });
const many = (value: Value) => ({ value, list: 'allowed' as const });
const list = (value: Value) => ({ value, list: 'always' as const });

const ITEM_AVAILABILITY = [
  'InStock',
  'OutOfStock',
  'PreOrder',
  'BackOrder',
  'Discontinued',
  'InStoreOnly',
  'LimitedAvailability',
  'OnlineOnly',
  'PreSale',
  'SoldOut',
].flatMap((value) => [`https://schema.org/${value}`, `http://schema.org/${value}`]);

const rating = { kind: 'number' } as const;

/** Ratings stay within their scale (worst 1 and best 5 unless stated). */
function withinScale(node: Node, problem: (message: string) => void): void {
  const value = node.ratingValue;
  const best = typeof node.bestRating === 'number' ? node.bestRating : 5;
  const worst = typeof node.worstRating === 'number' ? node.worstRating : 1;
  if (typeof value === 'number' && (value < worst || value > best))
    problem(`ratingValue ${value} outside ${worst}…${best}`);
}

/** ListItem positions: 1, 2, 3 … for a trail; rising without repeats for a list. */
function positions(
  node: Node,
  problem: (message: string) => void,
  consecutiveFromOne: boolean,
): number[] {
  const items = Array.isArray(node.itemListElement) ? (node.itemListElement as Node[]) : [];
  const found = items.map((item) => (typeof item?.position === 'number' ? item.position : NaN));
  found.forEach((position, index) => {
    if (consecutiveFromOne && position !== index + 1)
      problem(`itemListElement.${index}.position is ${position}, expected ${index + 1}`);
    if (!consecutiveFromOne && index > 0 && !(position > (found[index - 1] ?? 0)))
      problem(`itemListElement.${index}.position does not rise`);
  });
  return found;
}

export const VOCABULARY: Record<string, TypeRule> = {
  Product: {
    properties: {
      name: one(text),
      sku: one(text),
      url: one(url),
      image: many(url),
      description: one(text),
      brand: one(node('Brand', 'Organization')),
      offers: many(node('Offer', 'AggregateOffer')),
      aggregateRating: one(node('AggregateRating')),
      review: many(node('Review')),
    },
    required: ['name'],
    oneOf: [['offers', 'review', 'aggregateRating']],
  },
  Offer: {
    properties: {
      url: one(url),
      price: one({ kind: 'number', min: 0 }),
      priceCurrency: one({ kind: 'currency' }),
      availability: one({ kind: 'enum', values: ITEM_AVAILABILITY }),
      priceValidUntil: one({ kind: 'date' }),
    },
    required: ['price', 'priceCurrency'],
  },
  AggregateRating: {
    properties: {
      ratingValue: one(rating),
      reviewCount: one({ kind: 'integer', min: 1 }),
      ratingCount: one({ kind: 'integer', min: 1 }),
      bestRating: one(rating),
      worstRating: one(rating),
    },
    required: ['ratingValue'],
    oneOf: [['reviewCount', 'ratingCount']],
    check: withinScale,
  },
  Review: {
    properties: {
      author: one(node('Person', 'Organization')),
      reviewRating: one(node('Rating')),
      reviewBody: one(text),
      datePublished: one({ kind: 'date' }),
      name: one(text),
    },
    required: ['author', 'reviewRating'],
  },
  Rating: {
    properties: { ratingValue: one(rating), bestRating: one(rating), worstRating: one(rating) },
    required: ['ratingValue'],
    check: withinScale,
  },
  Person: { properties: { name: one(text), url: one(url) }, required: ['name'] },
  Brand: { properties: { name: one(text) }, required: ['name'] },
  BreadcrumbList: {
    properties: { itemListElement: list(node('ListItem')) },
    required: ['itemListElement'],
    check(node, problem) {
      const items = node.itemListElement as Node[];
      if (items.length < 2) problem('a breadcrumb needs at least two ListItems');
      positions(node, problem, true);
      items.forEach((item, index) => {
        if (typeof item.name !== 'string') problem(`itemListElement.${index} has no name`);
        if (index < items.length - 1 && typeof item.item !== 'string')
          problem(`itemListElement.${index} has no item (only the last may leave it out)`);
      });
    },
  },
  ItemList: {
    properties: {
      itemListElement: list(node('ListItem')),
      name: one(text),
      numberOfItems: one({ kind: 'integer', min: 0 }),
    },
    required: ['itemListElement'],
    check(node, problem) {
      const items = node.itemListElement as Node[];
      if (items.length === 0) problem('an ItemList needs at least one ListItem');
      positions(node, problem, false);
      items.forEach((item, index) => {
        if (typeof item.url !== 'string' && typeof item.item !== 'string')
          problem(`itemListElement.${index} names no url`);
      });
    },
  },
  ListItem: {
    properties: {
      position: one({ kind: 'integer', min: 1 }),
      name: one(text),
      item: one(url),
      url: one(url),
    },
    required: ['position'],
  },
  WebSite: {
    properties: {
      name: one(text),
      url: one(url),
      inLanguage: one(text),
      potentialAction: one(node('SearchAction')),
    },
    required: ['url', 'potentialAction'],
  },
  SearchAction: {
    properties: { target: one(node('EntryPoint')), 'query-input': one(text) },
    required: ['target', 'query-input'],
    check(node, problem) {
      const name = /^required name=([A-Za-z_][\w]*)$/.exec(String(node['query-input']))?.[1];
      if (!name)
        return problem(
          `query-input must read "required name=…", not ${JSON.stringify(node['query-input'])}`,
        );
      const template = String((node.target as Node | undefined)?.urlTemplate ?? '');
      if (!template.includes(`{${name}}`)) problem(`target.urlTemplate has no {${name}}`);
    },
  },
  EntryPoint: {
    properties: { urlTemplate: one(text) },
    required: ['urlTemplate'],
    check(node, problem) {
      if (!/^https?:\/\/[^/]+\//.test(String(node.urlTemplate)))
        problem('urlTemplate must be an absolute http(s) URL');
    },
  },
  Organization: {
    properties: { name: one(text), url: one(url), logo: one(url), sameAs: many(url) },
    required: ['url', 'logo'],
  },
};

export type CheckOptions = {
  /** Every URL must start with this origin (the shop's public origin). */
  origin?: string;
};

/**
 * The problems of one JSON-LD block (empty when it is valid), each with the
 * path of the property it is about: `offers.priceCurrency: not an ISO 4217 code`.
 */
export function checkJsonLd(block: unknown, options: CheckOptions = {}): string[] {
  const problems: string[] = [];
  if (!isNode(block)) return ['the block is not a JSON object'];
  if (block['@context'] !== 'https://schema.org')
    problems.push(
      `@context must be "https://schema.org", not ${JSON.stringify(block['@context'])}`,
    );
  checkNode(block, '', options, problems, true);
  return problems;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkNode(
  value: Node,
  path: string,
  options: CheckOptions,
  problems: string[],
  top: boolean,
): void {
  const at = (name: string) => (path ? `${path}.${name}` : name);
  const problem = (message: string): void =>
    void problems.push(path ? `${path}: ${message}` : message);
  const type = value['@type'];
  const rule = typeof type === 'string' ? VOCABULARY[type] : undefined;
  if (!rule) return problem(`unknown @type ${JSON.stringify(type)}`);
  for (const name of rule.required ?? []) if (!(name in value)) problem(`${type} requires ${name}`);
  for (const group of rule.oneOf ?? []) {
    if (!group.some((name) => name in value))
      problem(`${type} requires one of ${group.join(', ')}`);
  }
  for (const [name, property] of Object.entries(value)) {
    if (name === '@type' || (top && name === '@context')) continue;
    const spec = rule.properties[name];
    if (!spec) {
      problems.push(`${at(name)}: not a property of ${type}`);
      continue;
    }
    if (Array.isArray(property)) {
      if (!spec.list) problems.push(`${at(name)}: one value expected, not a list`);
      else if (property.length === 0) problems.push(`${at(name)}: an empty list`);
      property.forEach((item, index) =>
        checkValue(item, spec.value, `${at(name)}.${index}`, options, problems),
      );
    } else {
      if (spec.list === 'always') problems.push(`${at(name)}: a list expected`);
      checkValue(property, spec.value, at(name), options, problems);
    }
  }
  rule.check?.(value, problem);
}

function checkValue(
  value: unknown,
  expected: Value,
  path: string,
  options: CheckOptions,
  problems: string[],
): void {
  const problem = (message: string): void => void problems.push(`${path}: ${message}`);
  switch (expected.kind) {
    case 'text':
      if (typeof value !== 'string' || value.trim() === '') problem('text expected');
      return;
    case 'url':
      if (typeof value !== 'string' || !/^https?:\/\/[^/\s]+(\/\S*)?$/.test(value))
        return problem(`an absolute http(s) URL expected, not ${JSON.stringify(value)}`);
      if (options.origin && !value.startsWith(`${options.origin}/`))
        problem(`${value} is not on ${options.origin}`);
      return;
    case 'number':
    case 'integer':
      if (typeof value !== 'number' || !Number.isFinite(value)) return problem('a number expected');
      if (expected.kind === 'integer' && !Number.isInteger(value))
        problem('a whole number expected');
      if (expected.min !== undefined && value < expected.min)
        problem(`at least ${expected.min} expected`);
      return;
    case 'date':
      if (
        typeof value !== 'string' ||
        !/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value) ||
        Number.isNaN(Date.parse(value))
      ) {
        problem('an ISO 8601 date expected');
      }
      return;
    case 'currency':
      if (typeof value !== 'string' || !/^[A-Z]{3}$/.test(value))
        problem('an ISO 4217 currency code expected');
      return;
    case 'enum':
      if (typeof value !== 'string' || !expected.values.includes(value))
        problem(`one of schema.org's values expected, not ${JSON.stringify(value)}`);
      return;
    case 'node':
      if (!isNode(value)) return problem(`a ${expected.types.join(' or ')} expected`);
      if (!expected.types.includes(String(value['@type'])))
        return problem(
          `a ${expected.types.join(' or ')} expected, not ${JSON.stringify(value['@type'])}`,
        );
      checkNode(value, path, options, problems, false);
  }
}
