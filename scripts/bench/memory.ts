import autocannon from 'autocannon';
import { FigureError } from './figures';
import { SAMPLE_CATEGORY_PATH, SAMPLE_PRODUCT_PATH } from './sample-paths';
import { residentMiB } from './server-process';
import { ABOUT_US_PATH, HOME_PATH, PRODUCTS_PATH } from '../../src/lib/routing/route-paths';

const MIXED = [
  HOME_PATH,
  SAMPLE_CATEGORY_PATH,
  PRODUCTS_PATH,
  `${PRODUCTS_PATH}?q=کتاب&sort=cheapest`,
  SAMPLE_PRODUCT_PATH,
  ABOUT_US_PATH,
  '/no-such-page',
  '/api/shop/get-data',
];

/** Resident memory at start, after 20,000 mixed requests and after 40,000. */
export async function measureMemory(
  base: string,
  pid: number,
): Promise<Array<{ after: number; rssMiB: number }>> {
  const points = [{ after: 0, rssMiB: residentMiB(pid) }];
  for (const after of [20_000, 40_000]) {
    const result = await autocannon({
      url: base,
      connections: 10,
      amount: 20_000,
      requests: MIXED.map((path) => ({ method: 'GET', path: encodeURI(path) })),
    });
    // The unknown path's 404 and the old product URL's 301 are expected; nothing else may fail.
    if (result.errors > 0 || result.timeouts > 0 || result['5xx'] > 0) {
      throw new FigureError(
        `${result.errors} errors, ${result.timeouts} timeouts, ${result['5xx']} answers 5xx`,
      );
    }
    points.push({ after, rssMiB: residentMiB(pid) });
  }
  return points;
}
