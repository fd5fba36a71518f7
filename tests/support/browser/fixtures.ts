import { test as base } from '@playwright/test';
import { signInDemoCustomer, signInNewShopper, type Shopper } from './shopper';

/**
 * The browser specs' `test`, with sign-in as fixtures: a test that names one
 * starts signed in on its storefront (`baseURL`, which forEachShop sets a
 * shop), the session as the login form leaves it (shopper.ts's signIn).
 *
 * - `shopper`: a new customer of its own, for a test that changes an account;
 * - `demoCustomer`: the demo customer, for a test that only reads.
 */
export const test = base.extend<{ shopper: Shopper; demoCustomer: Shopper }>({
  shopper: async ({ context, request, baseURL }, use) => {
    await use(await signInNewShopper(context, request, storefrontOf(baseURL)));
  },
  demoCustomer: async ({ context, request, baseURL }, use) => {
    await use(await signInDemoCustomer(context, request, storefrontOf(baseURL)));
  },
});

export { expect } from '@playwright/test';

function storefrontOf(baseURL: string | undefined): string {
  if (!baseURL) throw new Error('sign-in fixtures need a baseURL (playwright.config.ts sets one)');
  return baseURL;
}
