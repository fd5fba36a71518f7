import 'server-only';
import { fsRouter } from 'waku';
import { PIPELINE } from './middleware/pipeline';
import adapter from './server/runtime/node-adapter';
import { ConfigError, configWarnings, serverConfig } from './server/settings/config';
import { embeddedShop } from './server/upstream/embedded-shop';
import { logger } from './server/observe/logger';

// Validate the environment once, at start: a bad value stops the server
// with one line naming the variable. Without SHOP_API_URL the embedded
// fixture shop loads its data now too, so a bad SHOP_FIXTURES stops it as well.
try {
  if (!serverConfig().shopApiUrl) embeddedShop();
  for (const warning of configWarnings(serverConfig())) logger().warn(warning);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

export default adapter(fsRouter(import.meta.glob('./pages/**/*.{tsx,ts}')), { pipeline: PIPELINE });
