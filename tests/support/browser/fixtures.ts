import { test as base } from '@playwright/test';
import { workerPorts, type Ports } from '../servers/ports';
import { signInDemoCustomer, signInNewShopper, type Shopper } from './shopper';

/**
 * The browser specs' `test`, with sign-in as fixtures: a test that names one
 * starts signed in on its storefront (`baseURL`, which forEachShop sets a
 * shop), the session as the login form leaves it (shopper.ts's signIn).
 *
 * - `shopper`: a new customer of its own, for a test that changes an account;
 * - `demoCustomer`: the demo customer, for a test that only reads;
 * - `ports` (worker-scoped): the ports a spec may start its own servers on, its
 *   worker's block (servers/ports.ts's workerPorts), so that no spec reckons a port
 *   itself and no two specs running at once share one. Take them in order:
 *   `const [storefront, metrics] = ports`.
 */
export const test = base.extend<{ shopper: Shopper; demoCustomer: Shopper }, { ports: Ports }>({
  shopper: async ({ context, request, baseURL }, use) => {
    await use(await signInNewShopper(context, request, storefrontOf(baseURL)));
  },
  demoCustomer: async ({ context, request, baseURL }, use) => {
    await use(await signInDemoCustomer(context, request, storefrontOf(baseURL)));
  },
  ports: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter, an object pattern
    async ({}, use, workerInfo) => {
      const projectIndex = workerInfo.config.projects.findIndex(
        (project) => project.name === workerInfo.project.name,
      );
      await use(workerPorts(projectIndex, workerInfo.config.workers, workerInfo.parallelIndex));
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';

function storefrontOf(baseURL: string | undefined): string {
  if (!baseURL) throw new Error('sign-in fixtures need a baseURL (playwright.config.ts sets one)');
  return baseURL;
}
