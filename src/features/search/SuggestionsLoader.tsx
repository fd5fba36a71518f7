'use client';

import { lazy, useEffect, useState } from 'react';
import { LazyPart } from '@/ui/LazyPart';

/** The suggestions' code, downloaded when the box is first used (docs/decisions/0010, 0035). */
const SearchCombobox = lazy(() => import('./SearchCombobox'));

/**
 * Loads the combobox on the first focus of the search box `boxId` (or at
 * once when the box was focused before the page's code ran: a shopper typing
 * on a slow phone). Renders nothing until then; if the code cannot be
 * loaded, nothing either, and the box stays the plain search form.
 */
export function SuggestionsLoader({ boxId }: { boxId: string }) {
  const [box, setBox] = useState<HTMLInputElement | null>(null);
  useEffect(() => {
    const element = document.getElementById(boxId);
    if (!(element instanceof HTMLInputElement)) return;
    const use = () => setBox(element);
    if (document.activeElement === element) use();
    element.addEventListener('focus', use, { once: true });
    return () => element.removeEventListener('focus', use);
  }, [boxId]);
  return box ? (
    <LazyPart loading={null} failed={null}>
      <SearchCombobox box={box} />
    </LazyPart>
  ) : null;
}
