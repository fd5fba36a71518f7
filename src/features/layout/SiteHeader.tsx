import { Link } from 'waku';
import type { PictureAttributes } from '@/lib/images/image-variants';
import type { Category } from '@/shop-api/index';
import { Icon } from '@/ui/Icon';
import * as iconPaths from '@/ui/icon-paths';
import { CategoryMenu } from '../catalogue/CategoryMenu';
import { HeaderCartLink } from '../cart/HeaderCartLink';
import { HeaderSearch } from '../search/HeaderSearch';
import { HeaderAccount } from '../session/HeaderAccount';
import { ShopLogo } from './ShopLogo';
import { FAVORITES_PATH, HOME_PATH } from '@/lib/routing/route-paths';

type Props = { shopTitle: string; logo: PictureAttributes | null; categories: Category[] };

/** The default layout's header: logo, search, account links and the category menu. */
export function SiteHeader({ shopTitle, logo, categories }: Props) {
  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <Link className="site-header__logo" to={HOME_PATH} aria-label={`${shopTitle} — صفحه اصلی`}>
          {logo ? <ShopLogo picture={logo} /> : null}
          <span className="site-header__name">{shopTitle}</span>
        </Link>
        <HeaderSearch />
        <nav className="site-header__actions" aria-label="حساب و سبد خرید">
          <HeaderAccount />
          <Link className="header-action" to={FAVORITES_PATH}>
            <Icon path={iconPaths.heart} />
            <span className="header-action__label">علاقه‌مندی‌ها</span>
          </Link>
          <HeaderCartLink />
        </nav>
      </div>
      {categories.length > 0 ? <CategoryMenu categories={categories} /> : null}
    </header>
  );
}
