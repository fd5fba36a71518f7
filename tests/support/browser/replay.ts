import { expect } from '@playwright/test';
import { REPLAY, STOREFRONT_ON_REPLAY } from '../../../playwright.config';
import { switchScenario as switchFixtureScenario } from '../servers/shop-command';

/**
 * The switchable fixture shop (REPLAY) and the storefront in front of it
 * (STOREFRONT_ON_REPLAY) are shared by every spec that switches a scenario.
 * A spec starts from the scenario it needs and polls until the storefront
 * shows it; when it is done it calls restoreOpenShop(), so that the next
 * spec, whichever it is, finds the `default` scenario and a storefront that
 * already reports the shop open (its shop data is kept for 300 ms and
 * /healthz reuses its upstream check for a second, so a switch shows late).
 */
export async function switchScenario(name: string): Promise<void> {
  await switchFixtureScenario(REPLAY, name);
}

/**
 * Switches the fixture shop, then polls until the storefront's `path` carries
 * `marker` (or, with `present` false, no longer does): its shop data is kept
 * for a moment, so a switch shows late. `marker` may be read from the
 * switched shop.
 */
export async function switchScenarioUntil(
  name: string,
  path: string,
  marker: string | (() => Promise<string>),
  present = true,
): Promise<void> {
  await switchScenario(name);
  const text = typeof marker === 'string' ? marker : await marker();
  await expect
    .poll(async () => (await (await fetch(`${STOREFRONT_ON_REPLAY}${path}`)).text()).includes(text))
    .toBe(present);
}

/** Polls until both /healthz and the pages of the storefront on REPLAY see the shop open, with usable shop data. */
export async function untilStorefrontOpen(): Promise<void> {
  await expect
    .poll(
      async () => {
        const health = (await (await fetch(`${STOREFRONT_ON_REPLAY}/healthz`)).json()) as {
          shop?: string;
          upstream?: { shopDataOk?: boolean };
        };
        const maintenance = await fetch(`${STOREFRONT_ON_REPLAY}/maintenance`, {
          redirect: 'manual',
        });
        await maintenance.arrayBuffer();
        return `healthz ${health.shop} (shop data ${health.upstream?.shopDataOk ? 'ok' : 'failing'}), /maintenance ${maintenance.status} → ${maintenance.headers.get('location')}`;
      },
      { timeout: 20_000 },
    )
    .toBe('healthz open (shop data ok), /maintenance 302 → /');
}

/** Back to the `default` scenario, and waits until the storefront on REPLAY reports the shop open. */
export async function restoreOpenShop(): Promise<void> {
  await switchScenario('default');
  await untilStorefrontOpen();
}
