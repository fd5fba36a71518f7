'use client';

import type { CSSProperties, MouseEvent } from 'react';
import { Link } from 'waku';
import type { Category } from '@/shop-api/browser';
import { categoryPath } from './category-tree';
import { PRODUCTS_PATH } from '@/lib/routing/route-paths';
import { Icon } from '@/ui/Icon';
import * as iconPaths from '@/ui/icon-paths';

/** The phone's drawer: the same element as the wide screen's bar of categories. */
const DRAWER_ID = 'category-drawer';

const categoryHref = (category: Category) => categoryPath(category.id);

function NestedList({ categories, level }: { categories: Category[]; level: number }) {
  if (categories.length === 0) return null;
  return (
    <ul className={`category-tree category-tree--level-${level}`}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link className="category-tree__link" to={categoryHref(category)}>
            {category.name}
          </Link>
          <NestedList categories={category.children} level={level + 1} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A link followed inside an open popover closes it, and every open popover
 * around it: a client navigation keeps the layout, and with it the popover, on
 * the screen. Before hydration a link loads a new document, which has none open.
 */
function closePopoversAroundLink(event: MouseEvent) {
  let popover = (event.target as Element).closest('a[href]')?.closest('[popover]');
  for (; popover; popover = popover.parentElement?.closest('[popover]')) {
    if (popover instanceof HTMLElement && popover.matches(':popover-open')) popover.hidePopover();
  }
}

/**
 * The category menu, opened by the browser's popovers (docs/decisions/0099),
 * so that it works before the page's scripts have run:
 * - on wide screens a bar whose top categories open a mega panel of their
 *   subcategories, on hover or with the disclosure button (Escape, a click
 *   elsewhere or a link closes it);
 * - on the phone the same list is a drawer holding the whole tree, opened by
 *   the bar's button.
 * The tree is in the page once, for both. A client component: its payload is
 * the categories, not every link of the tree written out a second time.
 */
export function CategoryMenu({ categories }: { categories: Category[] }) {
  return (
    <nav className="category-bar" aria-label="دسته‌بندی محصولات" onClick={closePopoversAroundLink}>
      <div className="category-bar__inner container">
        <button type="button" className="category-bar__drawer-button" popoverTarget={DRAWER_ID}>
          <Icon path={iconPaths.menu} size={22} />
          دسته‌بندی‌ها
        </button>
        <Link className="category-bar__link" to={PRODUCTS_PATH}>
          همه محصولات
        </Link>
        <div id={DRAWER_ID} className="category-menu" popover="auto">
          <div className="drawer__head">
            <strong>دسته‌بندی‌ها</strong>
            <button
              type="button"
              className="drawer__close"
              popoverTarget={DRAWER_ID}
              popoverTargetAction="hide"
              aria-label="بستن"
            >
              ×
            </button>
          </div>
          <ul className="category-bar__list mega">
            {categories.map((category, index) => {
              const panelId = `mega-panel-${index}`;
              // The open panel is placed under its item (CSS anchor positioning, catalogue.css).
              const anchor = { '--mega-anchor': `--mega-${index}` } as CSSProperties;
              return (
                <li key={category.id} className="mega__item" style={anchor}>
                  <Link className="category-bar__link" to={categoryHref(category)}>
                    {category.name}
                  </Link>
                  {category.children.length > 0 ? (
                    <>
                      <button
                        type="button"
                        className="mega__toggle"
                        popoverTarget={panelId}
                        aria-label={`زیردسته‌های ${category.name}`}
                      >
                        <span aria-hidden="true">▾</span>
                      </button>
                      <div id={panelId} className="mega__panel" popover="auto">
                        <Link className="mega__all" to={categoryHref(category)}>
                          همه {category.name}
                        </Link>
                        <NestedList categories={category.children} level={1} />
                      </div>
                    </>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </nav>
  );
}
