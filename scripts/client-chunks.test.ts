import { describe, expect, it } from 'vitest';
import {
  chunkCycle,
  clientChunkOf,
  GROUP_PREFIX,
  type ModuleGraph,
  type ModuleInfo,
} from './client-chunks';

/** A module graph from importer lists: module → the modules that import it. */
function graph(importers: Record<string, string[]>, entries: string[] = []): ModuleGraph {
  return {
    getModuleInfo: (id): ModuleInfo | null =>
      id in importers || entries.includes(id)
        ? { importers: importers[id] ?? [], isEntry: entries.includes(id) }
        : null,
  };
}

const group = (name: string) => `${GROUP_PREFIX}${name}`;
const ROOT = group('facade:src/pages/_root.tsx');
const SHOP_LAYOUT = group('facade:src/pages/(shop)/_layout.tsx');
const LOGIN = group('facade:src/pages/(auth)/Login.tsx');
const REGISTER = group('facade:src/pages/(auth)/register.tsx');
const LISTING = group('facade:src/pages/(shop)/Products.tsx');
const CART = group('facade:src/pages/(shop)/cart.tsx');
const WAKU = group('shared:node_modules/waku/dist/router/client.js');
const ORDERS = group('facade:src/features/orders/OrdersTab.tsx');
const SETTLEMENT = group('facade:src/pages/(shop)/Settlement.tsx');

describe('clientChunkOf', () => {
  it('leaves what the entry imports in the entry’s chunk, even when the shell imports it too, and puts Waku’s other components in index', () => {
    const modules = graph(
      {
        '/n/react-dom/client.js': ['/src/waku.client.tsx'],
        '/n/react/index.js': ['/n/react-dom/client.js', '/src/ui/toast/Toaster.tsx'],
        '/src/ui/toast/Toaster.tsx': [ROOT],
        '/n/waku/link.js': [WAKU],
      },
      ['/src/waku.client.tsx'],
    );
    expect(clientChunkOf('/src/waku.client.tsx', modules)).toBeUndefined();
    expect(clientChunkOf('/n/react-dom/client.js', modules)).toBeUndefined();
    expect(clientChunkOf('/n/react/index.js', modules)).toBeUndefined();
    expect(clientChunkOf('/n/waku/link.js', modules)).toBe('index');
  });

  it('puts what the layouts’ components import in shell, even when a page imports it too', () => {
    const modules = graph({
      '/src/ui/toast/toast-store.ts': [
        '/src/ui/toast/Toaster.tsx',
        '/src/features/auth/LoginForm.tsx',
      ],
      '/src/ui/toast/Toaster.tsx': [ROOT],
      '/src/features/auth/LoginForm.tsx': [LOGIN],
      '/src/features/cart/HeaderCartLink.tsx': [SHOP_LAYOUT],
    });
    expect(clientChunkOf('/src/ui/toast/toast-store.ts', modules)).toBe('shell');
    expect(clientChunkOf('/src/features/cart/HeaderCartLink.tsx', modules)).toBe('shell');
  });

  it('leaves a module of one group to Rollup, and names one shared by pages after their families', () => {
    const modules = graph({
      '/src/features/auth/LoginForm.tsx': [LOGIN],
      '/src/features/account/phone.ts': [
        '/src/features/auth/LoginForm.tsx',
        '/src/features/auth/RegisterForm.tsx',
      ],
      '/src/features/auth/RegisterForm.tsx': [REGISTER],
      '/src/features/cart/cart-rules.ts': [
        '/src/features/cart/CartView.tsx',
        '/src/features/catalogue/ProductCard.tsx',
      ],
      '/src/features/cart/CartView.tsx': [CART],
      '/src/features/catalogue/ProductCard.tsx': [LISTING],
    });
    expect(clientChunkOf('/src/features/auth/LoginForm.tsx', modules)).toBeUndefined();
    expect(clientChunkOf('/src/features/account/phone.ts', modules)).toBe('account');
    expect(clientChunkOf('/src/features/cart/cart-rules.ts', modules)).toBe('catalogue-purchase');
  });

  it('puts a component that several pages render, with what only it imports, in one chunk named after it', () => {
    const CARD = group('shared:src/features/catalogue/ProductCard.tsx');
    const modules = graph({
      '/src/features/catalogue/ProductCard.tsx': [CARD],
      // Also imported by a lazy part, with import() (no importer).
      '/src/ui/Rating.tsx': ['/src/features/catalogue/ProductCard.tsx'],
      '/src/ui/PriceTag.tsx': [
        '/src/features/catalogue/ProductCard.tsx',
        '/src/features/cart/CartView.tsx',
      ],
      '/src/features/cart/CartView.tsx': [CART],
    });
    expect(clientChunkOf(CARD, modules)).toBe('ProductCard');
    expect(clientChunkOf('/src/features/catalogue/ProductCard.tsx', modules)).toBe('ProductCard');
    expect(clientChunkOf('/src/ui/Rating.tsx', modules)).toBe('ProductCard');
    // Used by another group too: shared by the families as before.
    expect(clientChunkOf('/src/ui/PriceTag.tsx', modules)).toBe('catalogue-purchase');
  });

  it('keeps the modal dialog and the confirmation in chunks of their own, the notification loading only the dialog', () => {
    const modules = graph({
      // Imported by the cart's confirmation and by the notification's dialog, itself loaded with
      // import() (no importer).
      '/src/ui/Dialog/Dialog.tsx': [
        '/src/ui/Dialog/ConfirmDialog.tsx',
        '/src/features/notification/NotificationDialog.tsx',
      ],
      '/src/ui/Dialog/ConfirmDialog.tsx': ['/src/features/cart/CartView.tsx'],
      '/src/features/cart/CartView.tsx': [CART],
      '/src/features/notification/NotificationDialog.tsx': [],
    });
    expect(clientChunkOf('/src/ui/Dialog/Dialog.tsx', modules)).toBe('dialog');
    // The confirmation is not the notification's, nor the cart's family's code: a chunk of its own.
    expect(clientChunkOf('/src/ui/Dialog/ConfirmDialog.tsx', modules)).toBe('confirm-dialog');
    expect(
      clientChunkOf('/src/features/notification/NotificationDialog.tsx', modules),
    ).toBeUndefined();
  });

  it('keeps the local orders apart from the line items’ table the cart and checkout share with them', () => {
    const modules = graph({
      '/src/features/orders/local-orders.ts': [
        '/src/features/orders/use-local-orders.ts',
        '/src/features/checkout/place-order.ts',
      ],
      '/src/ui/LineItemsTable.tsx': [
        '/src/features/orders/OrderDetailView.tsx',
        '/src/features/cart/CartView.tsx',
      ],
      '/src/features/orders/use-local-orders.ts': ['/src/features/orders/OrderDetailView.tsx'],
      '/src/features/orders/OrderDetailView.tsx': [ORDERS],
      '/src/features/checkout/place-order.ts': [SETTLEMENT],
      '/src/features/cart/CartView.tsx': [CART],
    });
    expect(clientChunkOf('/src/features/orders/local-orders.ts', modules)).toBe('local-orders');
    expect(clientChunkOf('/src/ui/LineItemsTable.tsx', modules)).toBe('history-purchase');
  });

  it('keeps the browser’s API client, and what only it imports, in api', () => {
    const modules = graph({
      // Imported by the login form; load-browser-client.ts imports it dynamically (not an importer here).
      '/src/shop-api/browser-client.ts': ['/src/features/auth/LoginForm.tsx'],
      '/src/shop-api/schemas/cart.ts': ['/src/shop-api/browser-client.ts'],
      '/src/features/auth/LoginForm.tsx': [LOGIN],
    });
    expect(clientChunkOf('/src/shop-api/browser-client.ts', modules)).toBe('api');
    expect(clientChunkOf('/src/shop-api/schemas/cart.ts', modules)).toBe('api');
  });
});

describe('chunkCycle', () => {
  const chunks = (imports: Record<string, string[]>) =>
    Object.entries(imports).map(([fileName, list]) => ({ fileName, imports: list }));

  it('finds none where every chunk imports only chunks that run before it', () => {
    expect(
      chunkCycle(
        chunks({
          'index.js': [],
          'shell.js': ['index.js'],
          'catalogue.js': ['shell.js', 'index.js'],
          'page.js': ['catalogue.js'],
        }),
      ),
    ).toBeNull();
  });

  it('names the chunks of a cycle, however long', () => {
    expect(
      chunkCycle(
        chunks({
          'index.js': [],
          'a.js': ['index.js', 'b.js'],
          'b.js': ['c.js'],
          'c.js': ['a.js'],
        }),
      ),
    ).toEqual(['a.js', 'b.js', 'c.js', 'a.js']);
    expect(chunkCycle(chunks({ 'a.js': ['a.js'] }))).toEqual(['a.js', 'a.js']);
  });
});
