import { scenarioShopContent, scenarioShopFlags, type ScenarioName } from './scenarios';
import type { SeedShop } from './seed-schema';

const DAY_MS = 24 * 60 * 60 * 1000;

export type ShopData = Omit<SeedShop, 'notificationWindow'> & {
  notificationActivation?: string;
  notificationExpiration?: string;
};

/**
 * The `get-data` value: the seed shop with the scenario's content and status flags and the
 * notification window turned into ISO dates. The window counts whole days from the
 * start of the current UTC day, so the dates (and the notification's identifier,
 * derived from them) stay the same all day long.
 */
export function shopData(shop: SeedShop, scenario: ScenarioName, now: Date): ShopData {
  const { notificationWindow, ...data } = shop;
  const dayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const window = notificationWindow && {
    notificationActivation: new Date(
      dayStart - notificationWindow.startsDaysAgo * DAY_MS,
    ).toISOString(),
    notificationExpiration: new Date(
      dayStart + notificationWindow.endsInDays * DAY_MS,
    ).toISOString(),
  };
  return {
    ...data,
    ...window,
    ...scenarioShopContent(scenario, now),
    ...scenarioShopFlags(scenario),
  };
}
