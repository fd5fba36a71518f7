import type { Page, Request } from '@playwright/test';

/** The browser's API client and its schemas (src/shop-api/browser-client.ts, the `api` chunks). */
export const API_CLIENT = /\/assets\/api-[^/]+\.js$/;

const isApiClient = (request: Request) => API_CLIENT.test(new URL(request.url()).pathname);

/** The API client's files the page asks for from now on, in the order asked. */
export function apiClientRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (isApiClient(request)) asked.push(request.url());
  });
  return asked;
}

/** Settles when the page next asks for one of the API client's files. */
export function apiClientAsked(page: Page): Promise<Request> {
  return page.waitForRequest(isApiClient);
}
