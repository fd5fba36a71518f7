import 'server-only';
/**
 * The typed shop API client, server side: the browser-safe API (./browser)
 * plus the undici and in-process transports. Client components import
 * './browser' instead.
 */
export * from './browser';
export { createHandlerTransport } from './transports/handler-transport';
export { createUndiciTransport } from './transports/undici-transport';
