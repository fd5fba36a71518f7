import type { Hono } from 'hono';
import type { Dialect } from './dialect';
import type { MediaLibrary } from './media';
import type { PhotoMedia } from './photos';
import type { ScenarioName } from './scenarios';
import type { Seed } from './seed';
import type { FixtureDatabase } from './state';

/** What every route handler of one fixture shop instance reads. */
export type ShopContext = {
  readonly media: MediaLibrary;
  /** The camera-sized pictures of the `photos` scenario. */
  readonly photos: PhotoMedia;
  readonly secret: string;
  /** The seed of the current scenario's dialect (the strict dialect has its own). */
  seed(): Seed;
  /** The current state of the current dialect; replaced by `reset()`, so read it per request. */
  state(): FixtureDatabase;
  scenario(): ScenarioName;
  /**
   * How the current scenario reads the contract: 'strict' for the strict
   * scenario, else 'default'.
   */
  dialect(): Dialect;
  now(): Date;
};

/** Set by the auth middleware on routes that need a signed-in user. */
export type ShopEnv = { Variables: { userId: number } };
export type ShopApp = Hono<ShopEnv>;
