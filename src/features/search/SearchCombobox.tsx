'use client';

import { useEffect, useId, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'waku';
import type { MarkedPart } from '@/lib/text/persian-search';
import type { Suggestions } from '@/lib/search-suggestions';
import { Icon } from '@/ui/Icon';
import * as iconPaths from '@/ui/icon-paths';
import { PriceTag } from '@/ui/PriceTag';
import { priceTexts } from '@/ui/price-texts';
import { ProductImage } from '@/ui/ProductImage';
import { isSuggestable, movedActive, optionHrefs, suggestionCount } from './combobox-rules';
import { fetchSuggestions, type SuggestionOutcome } from './fetch-suggestions';
import {
  allResultsLabel,
  countAnnouncement,
  noResultsText,
  resultsForText,
  SEARCH_MESSAGES,
} from './messages';
import { createSuggestionRequests } from './suggestion-requests';
import { PRODUCTS_PATH } from '@/lib/routing/route-paths';

/** Quiet typing before a query is asked. */
const DEBOUNCE_MS = 150;

type Answer = { query: string; outcome: SuggestionOutcome };

function Marked({ parts }: { parts: MarkedPart[] }) {
  return parts.map((part, index) => (part.mark ? <mark key={index}>{part.text}</mark> : part.text));
}

/**
 * The header's search box as an ARIA 1.2 combobox with a listbox popup
 * (WAI-ARIA APG, list autocomplete with manual selection), loaded on the
 * box's first use: from two characters it shows the storefront's
 * suggestions under the box, ArrowDown/ArrowUp move through them
 * (aria-activedescendant), Enter opens the highlighted one, Escape closes the
 * list and keeps the text, Tab leaves; a live region says how many were
 * found. The box stays the server's plain search form: this part only adds
 * to it, and without it Enter submits the form as before.
 */
export default function SearchCombobox({ box }: { box: HTMLInputElement }) {
  const id = useId();
  const listboxId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [text, setText] = useState(() => box.value);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');

  const requests = useMemo(
    () =>
      createSuggestionRequests({
        delayMs: DEBOUNCE_MS,
        load: fetchSuggestions,
        onAnswer: (query, outcome: SuggestionOutcome) => {
          setAnswer({ query, outcome });
          setActive(-1);
          setAnnouncement(
            outcome.ok
              ? countAnnouncement(suggestionCount(outcome.value), query.trim())
              : outcome.message,
          );
        },
      }),
    [],
  );

  const suggestions: Suggestions | null = answer?.outcome.ok ? answer.outcome.value : null;
  const hrefs = optionHrefs(suggestions, text);
  const shown = open && isSuggestable(text);

  // What is typed: suggestions from two characters; also what was typed before this code loaded.
  useEffect(() => {
    const onInput = () => {
      const value = box.value;
      setText(value);
      setActive(-1);
      if (isSuggestable(value)) {
        setOpen(document.activeElement === box);
        requests.ask(value);
      } else {
        setOpen(false);
        setAnswer(null);
        setAnnouncement('');
        requests.cancel();
      }
    };
    const onFocus = () => setOpen(true);
    const onBlur = () => {
      setOpen(false);
      setActive(-1);
    };
    onInput();
    // One abort removes the three listeners.
    const listening = new AbortController();
    const { signal } = listening;
    box.addEventListener('input', onInput, { signal });
    box.addEventListener('focus', onFocus, { signal });
    box.addEventListener('blur', onBlur, { signal });
    return () => {
      listening.abort();
      requests.cancel();
    };
  }, [box, requests]);

  // The keys of the APG pattern; everything else is the text box's own.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!isSuggestable(box.value)) return;
        event.preventDefault();
        setActive(movedActive(shown ? active : -1, hrefs.length, event.key));
        setOpen(true);
      } else if (event.key === 'Enter') {
        if (!shown || active < 0) return;
        event.preventDefault();
        document.getElementById(optionId(active))?.click();
      } else if (event.key === 'Escape') {
        // With the list closed, the browser's own Escape empties the search box.
        if (!shown) return;
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (event.key !== 'Tab' && event.key !== 'Shift') {
        // Left, Right, Home, End and typing go back to the text.
        setActive(-1);
      }
    };
    box.addEventListener('keydown', onKeyDown);
    return () => box.removeEventListener('keydown', onKeyDown);
  });

  // The combobox's state on the box itself (the server rendered a plain search box).
  useLayoutEffect(() => {
    box.setAttribute('role', 'combobox');
    box.setAttribute('aria-autocomplete', 'list');
    box.setAttribute('aria-controls', listboxId);
    box.setAttribute('aria-expanded', String(shown));
    if (shown && active >= 0) box.setAttribute('aria-activedescendant', optionId(active));
    else box.removeAttribute('aria-activedescendant');
  });
  useLayoutEffect(() => {
    return () => {
      for (const name of [
        'role',
        'aria-autocomplete',
        'aria-controls',
        'aria-expanded',
        'aria-activedescendant',
      ])
        box.removeAttribute(name);
    };
  }, [box]);

  // Keep the highlighted option in view in a list taller than the screen.
  useEffect(() => {
    if (shown && active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const leave = () => {
    setOpen(false);
    setActive(-1);
    box.blur();
  };
  let next = 0;
  const option = (className: string, href: string, children: ReactNode) => {
    const index = next++;
    return (
      <Link
        key={`${index}-${href}`}
        to={href}
        id={optionId(index)}
        role="option"
        aria-selected={index === active}
        tabIndex={-1}
        className={`suggestion ${className}`}
        onClick={leave}
      >
        {children}
      </Link>
    );
  };
  const group = (key: string, label: string, options: ReactNode[]) =>
    options.length === 0 ? null : (
      <div
        key={key}
        role="group"
        aria-labelledby={`${id}-${key}`}
        className="search-suggest__group"
      >
        <div role="presentation" id={`${id}-${key}`} className="search-suggest__heading">
          {label}
        </div>
        {options}
      </div>
    );

  const products = suggestions?.products ?? [];
  const categories = suggestions?.categories ?? [];
  const browse = suggestions?.browse ?? [];
  const status = !answer
    ? SEARCH_MESSAGES.searching
    : !answer.outcome.ok
      ? answer.outcome.message
      : products.length + categories.length === 0
        ? noResultsText(answer.query)
        : null;

  return (
    <>
      {/* A pointer press in the list keeps the focus (and the phone's keyboard) in the box. */}
      <div
        className="search-suggest"
        hidden={!shown}
        onMouseDown={(event) => event.preventDefault()}
      >
        {status ? <p className="search-suggest__status">{status}</p> : null}
        {!status && suggestions?.shownFor ? (
          <p className="search-suggest__status">{resultsForText(suggestions.shownFor)}</p>
        ) : null}
        <div
          role="listbox"
          id={listboxId}
          aria-label={SEARCH_MESSAGES.listLabel}
          className="search-suggest__list"
        >
          {group(
            'products',
            SEARCH_MESSAGES.products,
            products.map((product) =>
              option(
                'suggestion--product',
                product.href,
                <>
                  <ProductImage
                    picture={product.picture}
                    alt=""
                    width={48}
                    height={48}
                    className="suggestion__image"
                  />
                  <span className="suggestion__body">
                    <span className="suggestion__title">
                      <Marked parts={product.title} />
                    </span>
                    <PriceTag texts={priceTexts(product)} />
                  </span>
                </>,
              ),
            ),
          )}
          {group(
            'categories',
            SEARCH_MESSAGES.categories,
            categories.map((category) =>
              option(
                'suggestion--category',
                category.href,
                // One flex item: the option's gap would widen the space after a marked part.
                <span>
                  <Marked parts={category.name} />
                </span>,
              ),
            ),
          )}
          {group(
            'browse',
            SEARCH_MESSAGES.browse,
            browse.map((category) => option('suggestion--category', category.href, category.name)),
          )}
          {option(
            'suggestion--all',
            hrefs.at(-1) ?? PRODUCTS_PATH,
            <>
              <Icon path={iconPaths.search} size={18} />
              <span>{allResultsLabel(text.trim())}</span>
            </>,
          )}
        </div>
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </>
  );
}
