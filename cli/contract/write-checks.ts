import {
  API_CART_CLEAR_PATH,
  API_CART_SET_ITEM_PATH,
  API_CONTACT_INFO_PATH,
  API_DRAFT_INVOICES_PATH,
  API_FAVORITES_PATH,
  API_FAVORITE_PREFIX,
  API_INVOICES_PATH,
  API_INVOICE_PATTERN,
  API_INVOICE_PREFIX,
  API_REVIEWS_PATH,
  API_USERS_PATH,
} from '../../src/shop-api/api-paths';
import { segment } from '../../src/shop-api/endpoints/context';
import { DEFAULT_UNIT_ID } from '../../src/shop-api/product-defaults';
import { rawItems, WRITE_ANSWER } from './judge';
import { isRecord, rawId, type RawId, type RawRecord } from './raw';
import type { ProductSample } from './read-checks';
import type { ContractRun, CallRequest } from './run';
import type { Account } from './user-checks';

/**
 * The write calls of SPEC §7 on a test account (`--write`), each judged by the
 * rule of docs/decisions/0071 (WRITE_ANSWER), leaving the account as it was where the API allows: a favourite
 * is toggled back, the cart is restored line by line, the pro-forma is deleted and the
 * profile is saved with its own values. The API has no call to delete an address or a
 * review: the test address and the test review stay, and are reported.
 */

const NOTE = 'آزمون shop contract';
const TEST_ADDRESS = {
  recipient: NOTE,
  provinceId: 8,
  cityId: 301,
  address: `${NOTE}: نشانی آزمایشی، می‌توانید آن را حذف کنید`,
  postalCode: '1234567890',
  isDefault: false,
};
const TEST_REVIEW = { rate: 5, comment: `${NOTE}: نظر آزمایشی` };

type Line = { productId: RawId; unitId: RawId; amount: number };

const same = (a: unknown, b: unknown) => a !== null && a !== undefined && String(a) === String(b);

/** The product's default unit id as it came; SPEC §9's 'default' for a product without units. */
function defaultUnitId(product: ProductSample): RawId {
  const units = Array.isArray(product.detail?.units) ? product.detail.units.filter(isRecord) : [];
  const unit = units.find((candidate) => candidate.isDefault === true) ?? units[0];
  return rawId(unit?.id) ?? DEFAULT_UNIT_ID;
}

function cartLine(record: RawRecord): Line | null {
  const productId = rawId(record.productId);
  const amount = typeof record.amount === 'number' ? record.amount : Number(record.amount);
  if (productId === null || !Number.isFinite(amount)) return null;
  return { productId, unitId: rawId(record.unitId) ?? DEFAULT_UNIT_ID, amount };
}

const setItem = (line: Line): CallRequest => ({
  method: 'POST',
  path: API_CART_SET_ITEM_PATH,
  body: line,
});

/** The ids of a list read again after a write that are not among the ids read before. */
async function newIds(
  run: ContractRun,
  req: CallRequest,
  before: RawId[] | null,
): Promise<RawId[]> {
  if (!before) return [];
  const after = rawItems(await run.peek(req));
  return after.flatMap((item) => {
    const id = isRecord(item) ? rawId(item.id) : null;
    return id !== null && !before.some((old) => same(old, id)) ? [id] : [];
  });
}

async function favouriteWrites(
  run: ContractRun,
  product: ProductSample,
  account: Account,
  leftBehind: string[],
): Promise<void> {
  const add: CallRequest = {
    method: 'POST',
    path: API_FAVORITES_PATH,
    body: { productId: product.id },
  };
  const remove: CallRequest = {
    method: 'DELETE',
    path: `${API_FAVORITE_PREFIX}${segment(product.id)}`,
  };
  if (!account.favouriteIds) {
    for (const req of [add, remove])
      run.skip('write', req, 'the favourites could not be read, so they could not be restored');
    return;
  }
  const wasFavourite = account.favouriteIds.some((id) => same(id, product.id));
  const [change, restore] = wasFavourite ? [remove, add] : [add, remove];
  if (!(await run.check('write', change, WRITE_ANSWER)).usable) return;
  if (!(await run.check('write', restore, WRITE_ANSWER)).usable) {
    leftBehind.push(
      `product ${product.id} ${wasFavourite ? 'removed from' : 'added to'} the favourites`,
    );
  }
}

async function invoiceWrites(
  run: ContractRun,
  lines: Line[],
  account: Account,
  leftBehind: string[],
): Promise<void> {
  const created = await run.check(
    'write',
    { method: 'POST', path: API_INVOICES_PATH, body: { items: lines, description: NOTE } },
    WRITE_ANSWER,
  );
  const drafts = { method: 'GET' as const, path: API_DRAFT_INVOICES_PATH };
  const [draftId] = created.usable ? await newIds(run, drafts, account.draftIds) : [];
  const deletion: CallRequest = {
    method: 'DELETE',
    path: draftId === undefined ? API_INVOICE_PATTERN : `${API_INVOICE_PREFIX}${segment(draftId)}`,
  };
  if (!created.usable) return run.skip('write', deletion, 'no pro-forma was created');
  if (draftId === undefined) {
    leftBehind.push('a pro-forma invoice (not found in /drafts to delete)');
    return run.skip(
      'write',
      deletion,
      'the new pro-forma is not in GET /api/shop/users/invoices/drafts',
    );
  }
  if (!(await run.check('write', deletion, WRITE_ANSWER)).usable)
    leftBehind.push(`the pro-forma invoice ${draftId}`);
}

async function cartWrites(
  run: ContractRun,
  product: ProductSample,
  account: Account,
  leftBehind: string[],
): Promise<void> {
  const before = account.cartLines.flatMap((record) => cartLine(record) ?? []);
  const unitId = defaultUnitId(product);
  const held = before.find((line) => same(line.productId, product.id) && same(line.unitId, unitId));
  const added: Line = { productId: product.id, unitId, amount: (held?.amount ?? 0) + 1 };
  const addedOk = (await run.check('write', setItem(added), WRITE_ANSWER)).usable;
  if (addedOk) {
    await invoiceWrites(
      run,
      [...before.filter((line) => line !== held), added],
      account,
      leftBehind,
    );
  } else {
    run.skip(
      'write',
      { method: 'POST', path: API_INVOICES_PATH },
      'set-item failed: the pro-forma needs a cart line',
    );
    run.skip('write', { method: 'DELETE', path: API_INVOICE_PATTERN }, 'no pro-forma was created');
  }

  const cleared = await run.check(
    'write',
    { method: 'GET', path: API_CART_CLEAR_PATH },
    WRITE_ANSWER,
  );
  // Cleared: every line goes back. Not cleared: only the line changed above.
  const restore = cleared.usable
    ? before
    : addedOk
      ? [{ ...added, amount: held?.amount ?? 0 }]
      : [];
  for (const line of restore) {
    if (!(await run.attempt(setItem(line))))
      leftBehind.push(
        `cart line of product ${line.productId} not restored (amount ${line.amount})`,
      );
  }
}

async function addressWrites(
  run: ContractRun,
  account: Account,
  leftBehind: string[],
): Promise<void> {
  const address = { ...TEST_ADDRESS, phoneNumber: account.phoneNumber };
  const created = await run.check(
    'write',
    { method: 'POST', path: API_CONTACT_INFO_PATH, body: address },
    WRITE_ANSWER,
  );
  const list = {
    method: 'GET' as const,
    path: API_CONTACT_INFO_PATH,
    query: { page: 1, size: 100 },
  };
  const [addressId] = created.usable ? await newIds(run, list, account.addressIds) : [];
  const edit = (id: RawId | string): CallRequest => ({
    method: 'PATCH',
    path: API_CONTACT_INFO_PATH,
    body: { ...address, id, recipient: `${NOTE} (ویرایش)` },
  });
  if (!created.usable) return run.skip('write', edit('{id}'), 'no address was created');
  leftBehind.push(
    `an address «${NOTE}»${addressId === undefined ? '' : ` (id ${addressId})`}: the API has no call to delete it`,
  );
  if (addressId === undefined)
    return run.skip(
      'write',
      edit('{id}'),
      'the new address is not in GET /api/shop/users/contact-info',
    );
  await run.check('write', edit(addressId), WRITE_ANSWER);
}

/** Runs every write call; answers what the account keeps that it did not have before. */
export async function writeChecks(
  run: ContractRun,
  product: ProductSample,
  account: Account,
): Promise<string[]> {
  const leftBehind: string[] = [];
  await favouriteWrites(run, product, account, leftBehind);
  await cartWrites(run, product, account, leftBehind);
  await addressWrites(run, account, leftBehind);

  const review = {
    method: 'POST' as const,
    path: API_REVIEWS_PATH,
    body: { productId: product.id, ...TEST_REVIEW },
  };
  if ((await run.check('write', review, WRITE_ANSWER)).usable) {
    leftBehind.push(
      `a review «${TEST_REVIEW.comment}» of product ${product.id}: the API has no call to delete it`,
    );
  }

  const profile = account.profile;
  const saveProfile: CallRequest = { method: 'PATCH', path: API_USERS_PATH };
  if (!profile)
    run.skip('write', saveProfile, 'the profile could not be read, so it is not saved back');
  else {
    const body = {
      firstName: profile.firstName,
      lastName: profile.lastName,
      nationalCode: profile.nationalCode ?? null,
    };
    await run.check('write', { ...saveProfile, body }, WRITE_ANSWER);
  }
  return leftBehind;
}
