import { HOME_PATH } from '@/lib/routing/route-paths';

/**
 * The page the offline page stands in for: its `from`, when that is an address
 * of this site; else home.
 */
export function retryTarget(from: string | null, here: { href: string; origin: string }): string {
  try {
    const url = new URL(from ?? HOME_PATH, here.href);
    return url.origin === here.origin ? url.href : HOME_PATH;
  } catch {
    return HOME_PATH;
  }
}
