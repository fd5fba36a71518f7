import type { Context } from 'hono';
import * as v from 'valibot';
import type { ShopApp, ShopContext, ShopEnv } from '../context';
import { ShopError, failure, success } from '../envelope';
import { optionalNationalCode, requiredText } from '../fields';
import { MESSAGES } from '../messages';
import { paginate, readPage } from '../pagination';
import { toProfile } from '../projections';
import { currentUser, numericParam, query, readBody } from '../request';

const ProfileBody = v.object({
  firstName: requiredText(MESSAGES.firstNameRequired, 50),
  lastName: requiredText(MESSAGES.lastNameRequired, 50),
  nationalCode: optionalNationalCode,
});

/** Profiles: a user sees only their own record. Register last: `/users/:id` is broad. */
export function userRoutes(app: ShopApp, ctx: ShopContext): void {
  const ownProfile = (c: Context<ShopEnv>) => {
    const user = currentUser(c, ctx);
    if (numericParam(c, 'id') !== user.id) return failure('notFound', MESSAGES.userNotFound);
    return success(toProfile(user, ctx.seed()['stock-holders']));
  };

  app.get('/api/shop/users/profiles/:id{[0-9]+}', ownProfile);
  app.get('/api/shop/users/:id{[0-9]+}', ownProfile);

  app.get('/api/shop/users', (c) => {
    const profile = toProfile(currentUser(c, ctx), ctx.seed()['stock-holders']);
    return success(paginate([profile], readPage(query(c), 10)));
  });

  app.patch('/api/shop/users', async (c) => {
    const body = await readBody(c, ProfileBody);
    const user = currentUser(c, ctx);
    const nationalCode = body.nationalCode === undefined ? user.nationalCode : body.nationalCode;
    if (user.stockHolderAccountId !== null && !nationalCode) {
      throw new ShopError('invalidInput', MESSAGES.nationalCodeRequired);
    }
    user.firstName = body.firstName;
    user.lastName = body.lastName;
    user.nationalCode = nationalCode;
    return success(ctx.dialect().written(toProfile(user, ctx.seed()['stock-holders'])));
  });
}
