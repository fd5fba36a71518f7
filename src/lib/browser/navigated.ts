/**
 * A client navigation (`router.push` / `replace`) that has been handled,
 * however it went. Waku 1.0's router rejects when the navigation failed (it
 * shows its own error view then) or when it handed the page to the browser (a
 * redirect out of the app, a full load): in either case the page is already
 * where it must be, and the caller has nothing to add.
 */
export function navigated(navigation: Promise<void>): Promise<void> {
  return navigation.catch(() => undefined);
}
