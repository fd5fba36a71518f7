import 'server-only';
import packageJson from '../../../package.json';

/** Who calls the shop API: the storefront and its version (sent as User-Agent). */
export const STOREFRONT_USER_AGENT = `${packageJson.name}/${packageJson.version}`;
