import { failure, failureEnvelope, jsonResponse, success } from './envelope';
import { MESSAGES } from './messages';
import { XSS_PAYLOADS } from './xss-payloads';
import {
  API_BANNERS_PATH,
  API_CART_PATH,
  API_CATEGORIES_PATH,
  API_HOME_PRODUCTS_PATH,
  API_PRODUCTS_PATH,
  API_SHOP_DATA_PATH,
} from '@/shop-api/api-paths';

const SCENARIO_NAMES = [
  'default',
  'maintenance',
  'deactivated',
  'get-data-fails',
  'slow',
  'malformed',
  'cart-fails',
  'server-errors',
  'unsuccessful',
  'notification-expired',
  'xss',
  'no-content',
  'strict',
  'photos',
] as const;

export type ScenarioName = (typeof SCENARIO_NAMES)[number];

/** Every scenario name, 'default' first. */
export const SCENARIOS: readonly string[] = SCENARIO_NAMES;

export function isScenario(name: string): name is ScenarioName {
  return SCENARIOS.includes(name);
}

/** The shop status flags a scenario forces into `get-data`. */
export function scenarioShopFlags(scenario: ScenarioName): {
  isActive?: boolean;
  isMaintenanceMode?: boolean;
} {
  if (scenario === 'maintenance') return { isMaintenanceMode: true };
  if (scenario === 'deactivated') return { isActive: false, isMaintenanceMode: true };
  return {};
}

const isApiPath = (path: string) => path.startsWith('/api/shop/');

/** A well-formed envelope that says the call failed, sent with HTTP 200. */
const unsuccessfulEnvelope = () =>
  jsonResponse(failureEnvelope('serverError', MESSAGES.serverError), 200);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The shop's own content with every XSS payload in it: each HTML field, the
 * contact JSON, the feature keys.
 */
function xssContent(): Record<string, unknown> {
  const all = XSS_PAYLOADS.join('\n');
  return {
    aboutContext: `<h2>درباره ما</h2>${all}`,
    privacyTermsContext: `<h2>حریم خصوصی</h2>${[...XSS_PAYLOADS]
      .reverse()
      .map((item) => `<p>${item}</p>`)
      .join('')}`,
    conditionsContext: `<h2>قوانین</h2><ul>${XSS_PAYLOADS.map((item) => `<li>${item}</li>`).join('')}</ul>`,
    notificationContent: `<p>اطلاعیهٔ آزمایشی</p>${all}`,
    trustSignature: `<a href="https://trustseal.enamad.ir/?id=1">${all}</a>`,
    contactContext: JSON.stringify({
      company_contact_info: {
        basic_info: {
          company_name: XSS_PAYLOADS[0],
          phone: '"><img src=x onerror=alert(1)>',
          email: 'a@b.ir"><script>alert(1)</script>',
        },
        address: XSS_PAYLOADS[2],
        social_media: { instagram: 'javascript:alert(1)', Telegram: '"><svg onload=alert(1)>' },
        latitude: 35.7575,
        longitude: 51.4098,
      },
    }),
    features: ['<img src=x onerror=alert(1)>', 'freeShipping'],
  };
}

/** A shop that has written none of its own content yet. */
const NO_CONTENT = {
  aboutContext: '',
  privacyTermsContext: '   ',
  conditionsContext: null,
  contactContext: '',
  notificationContent: '',
  trustSignature: '',
  features: [],
};

/**
 * Fields a scenario puts into `get-data` over the seed: the notification window of
 * `notification-expired` (ended yesterday), the payloads of `xss`, the empty
 * content of `no-content`.
 */
export function scenarioShopContent(scenario: ScenarioName, now: Date): Record<string, unknown> {
  if (scenario === 'notification-expired') {
    const dayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    return {
      notificationActivation: new Date(dayStart - 30 * DAY_MS).toISOString(),
      notificationExpiration: new Date(dayStart - DAY_MS).toISOString(),
    };
  }
  if (scenario === 'xss') return xssContent();
  if (scenario === 'no-content') return NO_CONTENT;
  return {};
}

const isCartPath = (path: string) => path === API_CART_PATH || path.startsWith(`${API_CART_PATH}/`);

function rawResponse(body: string, contentType: string): Response {
  return new Response(body, { status: 200, headers: { 'content-type': contentType } });
}

const JSON_TYPE = 'application/json; charset=utf-8';
const BROKEN_SHOP_DATA = '{"isSuccess":true,"value":{"title":"فروشگاه';
const BROKEN_CART = '{"isSuccess":true,"value":{"items":[';
const GATEWAY_PAGE = '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>';
const UNTITLED_PRODUCTS = {
  result: [{ id: 101, price: 'گران' }, { id: 102 }],
  page: 1,
  size: 10,
  totalPages: 1,
  totalCount: 2,
};

const MALFORMED = new Map<string, () => Response>([
  [API_SHOP_DATA_PATH, () => rawResponse(BROKEN_SHOP_DATA, JSON_TYPE)],
  [API_HOME_PRODUCTS_PATH, () => success('oops')],
  [API_PRODUCTS_PATH, () => success(UNTITLED_PRODUCTS)],
  [API_CATEGORIES_PATH, () => jsonResponse([{ id: 10, label: 'کتاب' }], 200)],
  [API_BANNERS_PATH, () => rawResponse(GATEWAY_PAGE, 'text/html; charset=utf-8')],
  [API_CART_PATH, () => rawResponse(BROKEN_CART, JSON_TYPE)],
]);

/**
 * The answer a scenario gives instead of the normal one, or null to answer normally.
 * `get-data` flags and the `slow` delay are applied elsewhere.
 */
export function scenarioOverride(
  scenario: ScenarioName,
  method: string,
  path: string,
): Response | null {
  const reading = method === 'GET' || method === 'HEAD';
  switch (scenario) {
    case 'get-data-fails':
      return reading && path === API_SHOP_DATA_PATH
        ? failure('serverError', MESSAGES.shopDataFailed)
        : null;
    case 'malformed':
      return reading ? (MALFORMED.get(path)?.() ?? null) : null;
    case 'cart-fails':
      return isCartPath(path) ? failure('serverError', MESSAGES.cartFailed) : null;
    case 'server-errors':
      return isApiPath(path) ? failure('serverError') : null;
    case 'unsuccessful':
      return isApiPath(path) ? unsuccessfulEnvelope() : null;
    default:
      return null;
  }
}
