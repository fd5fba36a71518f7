import { expect } from 'vitest';

/** Test support for stores that settle in the background: a short wait, and polling until a check holds. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** Waits (up to 200 settles) until `check` holds, and fails the test if it never does. */
export async function until(check: () => boolean): Promise<void> {
  for (let tries = 0; tries < 200 && !check(); tries++) await settle();
  expect(check()).toBe(true);
}
