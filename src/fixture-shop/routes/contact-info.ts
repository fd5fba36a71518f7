import * as v from 'valibot';
import type { ShopApp, ShopContext } from '../context';
import { ShopError, success } from '../envelope';
import { id, requiredText } from '../fields';
import { MESSAGES } from '../messages';
import { toAsciiDigits } from '../normalise';
import { paginate, readPage } from '../pagination';
import { withoutOwner } from '../projections';
import { currentUser, query, readBody } from '../request';
import type { ContactInfoRecord } from '../seed-schema';
import { nextId } from '../state';

const digitsOnly = (message: string, pattern: RegExp) =>
  v.pipe(
    v.string(message),
    v.transform((text) => toAsciiDigits(text).replace(/[\s-]/g, '')),
    v.regex(pattern, message),
  );

const coordinate = (limit: number) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.number(MESSAGES.invalidLocation),
        v.minValue(-limit, MESSAGES.invalidLocation),
        v.maxValue(limit, MESSAGES.invalidLocation),
      ),
    ),
  );

/** An address as POST sends it; PATCH sends `id` plus any of these fields. */
const AddressFields = {
  recipient: requiredText(MESSAGES.recipientRequired, 100),
  phoneNumber: digitsOnly(MESSAGES.invalidPhone, /^0\d{10}$/),
  provinceId: v.pipe(id(MESSAGES.invalidProvince), v.maxValue(31, MESSAGES.invalidProvince)),
  cityId: id(MESSAGES.invalidCity),
  address: requiredText(MESSAGES.addressRequired, 500),
  postalCode: digitsOnly(MESSAGES.invalidPostalCode, /^\d{10}$/),
  latitude: coordinate(90),
  longitude: coordinate(180),
  isDefault: v.optional(v.boolean(MESSAGES.invalidBody)),
};
const NewAddressBody = v.object(AddressFields);
const EditAddressBody = v.object({
  id: id(MESSAGES.addressNotFound),
  ...v.partial(NewAddressBody).entries,
});

/** Saved addresses of the signed-in user; at most one is the default. */
export function contactInfoRoutes(app: ShopApp, ctx: ShopContext): void {
  const ownAddresses = (userId: number) =>
    ctx.state().contactInfo.filter((address) => address.userId === userId);

  const makeDefault = (record: ContactInfoRecord) => {
    for (const address of ownAddresses(record.userId)) address.isDefault = address === record;
  };

  app.get('/api/shop/users/contact-info', (c) => {
    const addresses = ownAddresses(currentUser(c, ctx).id).map(withoutOwner);
    return success(paginate(addresses, readPage(query(c), 20)));
  });

  app.post('/api/shop/users/contact-info', async (c) => {
    const body = await readBody(c, NewAddressBody);
    const user = currentUser(c, ctx);
    const state = ctx.state();
    const isFirst = ownAddresses(user.id).length === 0;
    const record: ContactInfoRecord = {
      ...body,
      id: nextId(state.contactInfo),
      userId: user.id,
      isDefault: isFirst || body.isDefault === true,
    };
    state.contactInfo.push(record);
    if (record.isDefault) makeDefault(record);
    return success(ctx.dialect().written(withoutOwner(record)));
  });

  app.patch('/api/shop/users/contact-info', async (c) => {
    const changes = await readBody(c, EditAddressBody);
    const user = currentUser(c, ctx);
    const record = ownAddresses(user.id).find((address) => address.id === changes.id);
    if (!record) throw new ShopError('notFound', MESSAGES.addressNotFound);
    const defined = Object.fromEntries(
      Object.entries(changes).filter(([, value]) => value !== undefined),
    );
    Object.assign(record, defined, { id: record.id, userId: user.id });
    if (changes.isDefault === true) makeDefault(record);
    return success(ctx.dialect().written(withoutOwner(record)));
  });
}
