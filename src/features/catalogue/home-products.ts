import 'server-only';
import { publicShopApi } from '@/server/upstream/shop-api';
import { groupHomeProducts, isEmptyGroups, type HomeGroups } from './home-groups';
import { logger } from '@/server/observe/logger';
import { processSingleton } from '@/server/runtime/process-singleton';

export type HomeLists =
  | { kind: 'fresh'; groups: HomeGroups }
  /** The fetch failed: the last good lists this process kept (SPEC §4). */
  | { kind: 'kept'; groups: HomeGroups; keptAt: number }
  /** The fetch failed and no good lists were kept yet. */
  | { kind: 'unavailable'; message: string };

const keptLists = () =>
  processSingleton('__keptHomeLists', () => ({
    current: null as { groups: HomeGroups; at: number } | null,
  }));

/**
 * The home page's product groups. A successful answer is kept in process;
 * when a later fetch fails (network, timeout, 5xx, malformed answer) the
 * kept lists are served instead of an error.
 */
export async function getHomeLists(): Promise<HomeLists> {
  const result = await publicShopApi().getHomeProducts();
  if (result.ok) {
    const groups = groupHomeProducts(result.value);
    if (!isEmptyGroups(groups)) keptLists().current = { groups, at: Date.now() };
    return { kind: 'fresh', groups };
  }
  logger().warn(
    { kind: result.kind, reason: result.message },
    'home products failed; kept lists served',
  );
  const kept = keptLists().current;
  return kept
    ? { kind: 'kept', groups: kept.groups, keptAt: kept.at }
    : { kind: 'unavailable', message: result.message };
}
