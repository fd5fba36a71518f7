'use client';

import { useId, useState } from 'react';
import type { Id, StockHolderNode } from '@/shop-api/browser';
import { FieldError } from '@/ui/form/FieldError';
import { sameId } from '@/shop-api/id';
import { filterTree, isLeaf, pathTo } from './stock-holder-tree';

type Props = {
  tree: StockHolderNode;
  value: Id | null;
  onChange: (id: Id) => void;
  error?: string | undefined;
};

/** A searchable tree of stock-holder accounts; only leaves are buttons. */
export function StockHolderPicker({ tree, value, onChange, error }: Props) {
  const [query, setQuery] = useState('');
  const id = useId();
  const shown = filterTree(tree, query);
  const chosen = value === null ? null : pathTo(tree, value);
  return (
    <fieldset className="field tree-picker" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>گروه سهامداری</legend>
      <label className="visually-hidden" htmlFor={`${id}-search`}>
        جستجوی گروه سهامداری
      </label>
      <input
        id={`${id}-search`}
        type="search"
        placeholder="جستجوی گروه…"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {shown ? (
        <ul className="tree-picker__tree" aria-label="گروه‌های سهامداری">
          <TreeNode node={shown} value={value} onChange={onChange} />
        </ul>
      ) : (
        <p className="field__hint">گروهی با این نام پیدا نشد.</p>
      )}
      <p className="field__hint" aria-live="polite">
        {chosen
          ? `انتخاب‌شده: ${chosen.slice(1).join(' › ')}`
          : 'فقط زیرگروه‌های پایانی قابل انتخاب‌اند.'}
      </p>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

function TreeNode({
  node,
  value,
  onChange,
}: {
  node: StockHolderNode;
  value: Id | null;
  onChange: (id: Id) => void;
}) {
  if (isLeaf(node)) {
    return (
      <li>
        <button
          type="button"
          className="tree-picker__leaf"
          aria-pressed={sameId(node.id, value)}
          onClick={() => onChange(node.id)}
        >
          {node.name}
        </button>
      </li>
    );
  }
  return (
    <li>
      <span className="tree-picker__branch">{node.name}</span>
      <ul>
        {node.children.map((child) => (
          <TreeNode key={child.id} node={child} value={value} onChange={onChange} />
        ))}
      </ul>
    </li>
  );
}
