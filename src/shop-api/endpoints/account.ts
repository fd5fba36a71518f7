import { USER_PAGE_SIZE } from '@/lib/limits';
import type { Id } from '../id';
import { recoveryCodeInfoSchema, resetTokenSchema, type ResetPasswordInput, type VerifyCodeInput } from '../schemas/password';
import { stockHolderNodeSchema } from '../schemas/stock-holder';
import { ignoredValue } from '../schemas/tolerant';
import {
  optionalTokenSchema,
  tokenSchema,
  userPageSchema,
  userProfileSchema,
  type LoginInput,
  type ProfileUpdate,
  type SignupInput,
} from '../schemas/user';
import { getPage, segment, type EndpointContext, type PageQuery } from './context';

export type AccountApi = ReturnType<typeof accountEndpoints>;

export function accountEndpoints({ call, write }: EndpointContext) {
  return {
    /** A JWT; readUserIdFromToken names the user for getProfile. */
    login: (input: LoginInput) => call({ method: 'POST', path: '/api/shop/users/login', body: input }, tokenSchema),

    /** A token when the shop sends one, else null (then log in). A known phone: alreadyExist. */
    signup: (input: SignupInput) => write({ method: 'POST', path: '/api/shop/users/signup', body: input }, optionalTokenSchema),

    getUser: (id: Id) => call({ method: 'GET', path: `/api/shop/users/${segment(id)}` }, userProfileSchema),

    getProfile: (id: Id) => call({ method: 'GET', path: `/api/shop/users/profiles/${segment(id)}` }, userProfileSchema),

    getUsers: (query: PageQuery = {}) => getPage(call, '/api/shop/users', query, USER_PAGE_SIZE, userPageSchema),

    /** Any success; the caller reads the profile again. */
    updateProfile: (input: ProfileUpdate) => write({ method: 'PATCH', path: '/api/shop/users', body: input }, ignoredValue),

    /** The stock-holder account tree (one root) a stock holder picks a leaf of at signup. */
    getStockHolderNodes: () => call({ method: 'GET', path: '/api/shop/accounts/stockHolderNodeAccounts' }, stockHolderNodeSchema),

    /** Password recovery, step 1: a one-time code is sent to the mobile number. */
    sendRecoveryCode: (phoneNumber: string) =>
      call({ method: 'POST', path: '/api/shop/users/password/send-code', body: { phoneNumber } }, recoveryCodeInfoSchema),

    /** Step 2: the code is exchanged for a reset token. */
    verifyRecoveryCode: (input: VerifyCodeInput) =>
      call({ method: 'POST', path: '/api/shop/users/password/verify-code', body: input }, resetTokenSchema),

    /** Step 3: the new password. */
    resetPassword: (input: ResetPasswordInput) =>
      write({ method: 'POST', path: '/api/shop/users/password/reset', body: input }, ignoredValue),
  };
}
