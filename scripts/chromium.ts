/**
 * Debian's Chromium, with flags that keep it from calling out (no background
 * networking, updates or sync): the one launch setting of the browser tests (playwright.config.ts), the
 * bench and the screenshot scripts.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
