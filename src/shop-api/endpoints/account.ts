import { USER_PAGE_SIZE } from '@/lib/limits';
import {
  API_LOGIN_PATH,
  API_PROFILE_PREFIX,
  API_RESET_PASSWORD_PATH,
  API_SEND_CODE_PATH,
  API_SIGNUP_PATH,
  API_STOCK_HOLDER_NODES_PATH,
  API_USERS_PATH,
  API_USER_PREFIX,
  API_VERIFY_CODE_PATH,
} from '../api-paths';
import type { Id } from '../id';
import {
  recoveryCodeInfoSchema,
  resetTokenSchema,
  type ResetPasswordInput,
  type VerifyCodeInput,
} from '../schemas/password';
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
import { getPage, type EndpointContext, type PageQuery, segment } from './context';

export type AccountApi = ReturnType<typeof accountEndpoints>;

export function accountEndpoints({ call, write }: EndpointContext) {
  return {
    /** A JWT; readUserIdFromToken names the user for getProfile. */
    login: (input: LoginInput) =>
      call({ method: 'POST', path: API_LOGIN_PATH, body: input }, tokenSchema),

    /** A token when the shop sends one, else null (then log in). A known phone: alreadyExist. */
    signup: (input: SignupInput) =>
      write({ method: 'POST', path: API_SIGNUP_PATH, body: input }, optionalTokenSchema),

    getUser: (id: Id) =>
      call({ method: 'GET', path: `${API_USER_PREFIX}${segment(id)}` }, userProfileSchema),

    getProfile: (id: Id) =>
      call({ method: 'GET', path: `${API_PROFILE_PREFIX}${segment(id)}` }, userProfileSchema),

    getUsers: (query: PageQuery = {}) =>
      getPage(call, API_USERS_PATH, query, USER_PAGE_SIZE, userPageSchema),

    /** Any success; the caller reads the profile again. */
    updateProfile: (input: ProfileUpdate) =>
      write({ method: 'PATCH', path: API_USERS_PATH, body: input }, ignoredValue),

    /** The stock-holder account tree (one root) a stock holder picks a leaf of at signup. */
    getStockHolderNodes: () =>
      call({ method: 'GET', path: API_STOCK_HOLDER_NODES_PATH }, stockHolderNodeSchema),

    /** Password recovery, step 1: a one-time code is sent to the mobile number. */
    sendRecoveryCode: (phoneNumber: string) =>
      call(
        { method: 'POST', path: API_SEND_CODE_PATH, body: { phoneNumber } },
        recoveryCodeInfoSchema,
      ),

    /** Step 2: the code is exchanged for a reset token. */
    verifyRecoveryCode: (input: VerifyCodeInput) =>
      call({ method: 'POST', path: API_VERIFY_CODE_PATH, body: input }, resetTokenSchema),

    /** Step 3: the new password. */
    resetPassword: (input: ResetPasswordInput) =>
      write({ method: 'POST', path: API_RESET_PASSWORD_PATH, body: input }, ignoredValue),
  };
}
