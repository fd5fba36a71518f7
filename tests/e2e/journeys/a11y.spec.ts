import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { STOREFRONT } from '../../../playwright.config';
import { ROUTE_PATTERNS } from '@/lib/routing/routes';
import { signInDemoCustomer } from '../../support/browser/shopper';

/**
 * axe on every route of SPEC §2: logged out and logged in, desktop
 * and phone; no serious or critical violation.
 */
const concretePath = (pattern: string) =>
  pattern
    .replace('{id}', pattern.startsWith('/Product') ? 'BK-1001' : '10')
    .replace('{title}', 'x');
const PATHS = ROUTE_PATTERNS.filter((pattern) => pattern !== '/maintenance').map(concretePath);
const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

// Each test opens a context of its own: the four run side by side in the journeys project.
test.describe.configure({ mode: 'parallel', timeout: 240_000 });

for (const loggedIn of [false, true]) {
  for (const viewport of VIEWPORTS) {
    test(`no serious or critical axe violations (${loggedIn ? 'logged in' : 'logged out'}, ${viewport.name})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport, locale: 'fa-IR' });
      if (loggedIn) await signInDemoCustomer(context, context.request, STOREFRONT);
      const page = await context.newPage();
      const problems: string[] = [];
      for (const path of [...PATHS, '/no-such-page']) {
        await page.goto(path, { waitUntil: 'networkidle' });
        const results = await new AxeBuilder({ page }).analyze();
        for (const violation of results.violations) {
          if (violation.impact === 'serious' || violation.impact === 'critical') {
            problems.push(
              `${path}: ${violation.id} (${violation.impact}) ${violation.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(', ')}`,
            );
          }
        }
      }
      await context.close();
      expect(problems).toEqual([]);
    });
  }
}
