'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'waku';
import type { Category, Id } from '@/shop-api/browser';
import { categoryPath } from './category-tree';
import { PRODUCTS_PATH } from '@/lib/routing/route-paths';
import { Icon } from '@/ui/Icon';

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
 * The category menu: on wide screens a bar whose top categories open a mega
 * panel of their subcategories (hover, or the disclosure button with the
 * keyboard; Escape closes it), on the phone a drawer holding the whole tree.
 * Every category of the bar is a plain link, so the menu works before
 * hydration; the drawer, which only script opens, is filled when it opens.
 */
export function CategoryMenu({ categories }: { categories: Category[] }) {
  const [open, setOpen] = useState<Id | null>(null);
  // The drawer's tree is made on its first opening: a closed dialog shows nothing, and every
  // page would carry a second copy of the menu (2.5 kB of home's HTML) and hydrate its links.
  const [drawerTree, setDrawerTree] = useState(false);
  const drawer = useRef<HTMLDialogElement>(null);
  const buttons = useRef(new Map<Id, HTMLButtonElement>());

  useEffect(() => {
    if (open === null) return;
    const close = (event: MouseEvent) => {
      if (!(event.target as Element).closest?.('.mega__item')) setOpen(null);
    };
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent, id: Id) => {
    if (event.key === 'Escape' && open === id) {
      setOpen(null);
      buttons.current.get(id)?.focus();
    }
  };

  return (
    <nav className="category-bar" aria-label="دسته‌بندی محصولات">
      <div className="category-bar__inner container">
        <button
          type="button"
          className="category-bar__drawer-button"
          aria-haspopup="dialog"
          onClick={() => {
            flushSync(() => setDrawerTree(true));
            drawer.current?.showModal();
          }}
        >
          <Icon name="menu" size={22} />
          دسته‌بندی‌ها
        </button>
        <ul className="category-bar__list mega">
          <li>
            <Link className="category-bar__link" to={PRODUCTS_PATH}>
              همه محصولات
            </Link>
          </li>
          {categories.map((category) => {
            const panelId = `mega-panel-${category.id}`;
            const isOpen = open === category.id;
            return (
              <li
                key={category.id}
                className={`mega__item${isOpen ? ' mega__item--open' : ''}`}
                onKeyDown={(event) => onKeyDown(event, category.id)}
                onClick={(event) => {
                  if ((event.target as Element).closest('a')) setOpen(null);
                }}
              >
                <Link className="category-bar__link" to={categoryHref(category)}>
                  {category.name}
                </Link>
                {category.children.length > 0 ? (
                  <>
                    <button
                      type="button"
                      className="mega__toggle"
                      aria-expanded={isOpen}
                      aria-controls={panelId}
                      aria-label={`زیردسته‌های ${category.name}`}
                      ref={(element) => {
                        if (element) buttons.current.set(category.id, element);
                      }}
                      onClick={() => setOpen(isOpen ? null : category.id)}
                    >
                      <span aria-hidden="true">▾</span>
                    </button>
                    <div id={panelId} className="mega__panel">
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
      <dialog
        ref={drawer}
        className="drawer"
        aria-label="دسته‌بندی‌ها"
        onClick={(event) => {
          // A click on the backdrop, or on a link (client navigation keeps the
          // page), closes the drawer.
          const target = event.target as Element;
          if (target === event.currentTarget || target.closest('a')) drawer.current?.close();
        }}
      >
        <div className="drawer__head">
          <strong>دسته‌بندی‌ها</strong>
          <button
            type="button"
            className="drawer__close"
            onClick={() => drawer.current?.close()}
            aria-label="بستن"
          >
            ×
          </button>
        </div>
        {drawerTree ? (
          <>
            <Link className="category-tree__link" to={PRODUCTS_PATH}>
              همه محصولات
            </Link>
            <NestedList categories={categories} level={0} />
          </>
        ) : null}
      </dialog>
    </nav>
  );
}
