import { describe, expect, it } from 'vitest';
import { PATH_CONSTANTS, inlinePathConstants } from './inline-route-paths';

const fromPaths = (source: string) => source === '@/lib/routing/route-paths';

describe('inlinePathConstants', () => {
  it('knows every path constant of the paths modules: the routes, our own endpoints and the shop API', () => {
    expect(PATH_CONSTANTS.get('PRODUCTS_PATH')).toBe('/Products');
    expect(PATH_CONSTANTS.get('PRODUCT_PATTERN')).toBe('/Product/{id}/{title}');
    expect(PATH_CONSTANTS.get('VITALS_PATH')).toBe('/_vitals');
    expect(PATH_CONSTANTS.get('IMAGE_ENDPOINT')).toBe('/_img');
    expect(PATH_CONSTANTS.get('API_PRODUCT_PATTERN')).toBe('/api/shop/products/{id}');
    // The routes' 20, our own endpoints' 11, the shop API's 40.
    expect(PATH_CONSTANTS.size).toBe(20 + 11 + 40);
  });

  it('writes each read of an imported constant as its value and leaves the builders imported', () => {
    const code = [
      "import { CART_PATH as CART, PRODUCTS_PATH, loginPath } from '@/lib/routing/route-paths';",
      'const links = { cart: CART, PRODUCTS_PATH, login: loginPath(CART) };',
      'export const go = () => jsx(Link, { to: PRODUCTS_PATH, children: links.PRODUCTS_PATH });',
    ].join('\n');
    expect(inlinePathConstants(code, fromPaths)).toBe(
      [
        "import { CART_PATH as CART, PRODUCTS_PATH, loginPath } from '@/lib/routing/route-paths';",
        'const links = { cart: "/cart", PRODUCTS_PATH: "/Products", login: loginPath("/cart") };',
        'export const go = () => jsx(Link, { to: "/Products", children: links.PRODUCTS_PATH });',
      ].join('\n'),
    );
  });

  it("writes our own endpoints' paths in place and leaves their table imported", () => {
    const fromOwn = (source: string) => source === '@/lib/routing/own-endpoints';
    expect(
      inlinePathConstants(
        "import { OWN_ENDPOINTS, SERVICE_WORKER_PATH } from '@/lib/routing/own-endpoints';\nf(SERVICE_WORKER_PATH, OWN_ENDPOINTS);",
        fromOwn,
      ),
    ).toBe(
      'import { OWN_ENDPOINTS, SERVICE_WORKER_PATH } from \'@/lib/routing/own-endpoints\';\nf("/sw.js", OWN_ENDPOINTS);',
    );
  });

  it('leaves other modules, re-exports and same-named bindings alone', () => {
    expect(
      inlinePathConstants("import { CART_PATH } from './elsewhere';\nf(CART_PATH);", fromPaths),
    ).toBeNull();
    expect(
      inlinePathConstants(
        "import { loginPath } from '@/lib/routing/route-paths';\nf(loginPath());",
        fromPaths,
      ),
    ).toBeNull();
    expect(
      inlinePathConstants(
        "import { CART_PATH } from '@/lib/routing/route-paths';\nexport { CART_PATH };",
        fromPaths,
      ),
    ).toBeNull();
    expect(
      inlinePathConstants(
        "import { CART_PATH } from '@/lib/routing/route-paths';\nf(CART_PATH);\nfunction g(CART_PATH) { return CART_PATH; }",
        fromPaths,
      ),
    ).toBeNull();
    expect(
      inlinePathConstants(
        "import { CART_PATH } from '@/lib/routing/route-paths';\nf(CART_PATH);\nconst { CART_PATH: x } = o;",
        fromPaths,
      ),
    ).toBe(
      'import { CART_PATH } from \'@/lib/routing/route-paths\';\nf("/cart");\nconst { CART_PATH: x } = o;',
    );
  });
});
