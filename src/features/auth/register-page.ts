import 'server-only';
import { pageOk, type PageResult } from '@/features/page-kit/page-result';
import { logger } from '@/server/observe/logger';
import { publicShopApi } from '@/server/upstream/shop-api';
import type { StockHolderNode } from '@/shop-api/index';

export type RegisterPageData = {
  stockHolderTree: StockHolderNode | null;
  treeError: string | null;
};

/**
 * /register: the stock-holder tree for the picker. A failed tree leaves the
 * form usable (a visitor who is no stock holder needs none), its text beside
 * the picker: never anything but ok.
 */
export async function loadRegisterPage(): Promise<PageResult<RegisterPageData>> {
  const tree = await publicShopApi().getStockHolderNodes();
  if (!tree.ok)
    logger().warn({ kind: tree.kind, reason: tree.message }, 'stock-holder tree failed');
  return pageOk({
    stockHolderTree: tree.ok ? tree.value : null,
    treeError: tree.ok ? null : tree.message,
  });
}
