import { Icon } from '@/ui/Icon';
import * as iconPaths from '@/ui/icon-paths';
import { SEARCH_MESSAGES } from './messages';
import { SuggestionsLoader } from './SuggestionsLoader';
import { PRODUCTS_PATH } from '@/lib/routing/route-paths';

const BOX_ID = 'site-search-q';

/**
 * The header's search box: the server's plain GET form to /Products?q=, which
 * works without JavaScript. On the box's first focus the suggestions' code is
 * loaded and makes it a combobox (SearchCombobox); if that code cannot be
 * loaded, the form stays as it is.
 */
export function HeaderSearch() {
  return (
    <form className="site-search" action={PRODUCTS_PATH} method="get" role="search">
      <label className="visually-hidden" htmlFor={BOX_ID}>
        {SEARCH_MESSAGES.label}
      </label>
      <input
        id={BOX_ID}
        className="site-search__input"
        type="search"
        name="q"
        placeholder={SEARCH_MESSAGES.placeholder}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button className="site-search__button" type="submit" aria-label={SEARCH_MESSAGES.submit}>
        <Icon path={iconPaths.search} size={20} />
      </button>
      <SuggestionsLoader boxId={BOX_ID} />
    </form>
  );
}
