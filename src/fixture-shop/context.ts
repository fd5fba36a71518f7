import type { Hono } from 'hono';
import type { MediaLibrary } from './media';
import type { PhotoMedia } from './photos';
import type { ScenarioName } from './scenarios';
import type { Seed } from './seed';
import type { ShopState } from './state';

/** What every route handler of one fixture shop instance reads. */
export type ShopContext = {
  readonly seed: Seed;
  readonly media: MediaLibrary;
  /** The camera-sized pictures of the `photos` scenario. */
  readonly photos: PhotoMedia;
  readonly secret: string;
  /** The current state; replaced by `reset()`, so read it per request. */
  state(): ShopState;
  scenario(): ScenarioName;
  now(): Date;
};

/** Set by the auth middleware on routes that need a signed-in user. */
export type ShopEnv = { Variables: { userId: number } };
export type ShopApp = Hono<ShopEnv>;
