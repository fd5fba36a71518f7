import { displayPath } from '@/lib/routing/display-path';
import { HOME_PATH, PRODUCTS_PATH } from '@/lib/routing/route-paths';

/**
 * The not-found page of SPEC §2: 'Page Not Found: {path}', a Persian
 * explanation and a way home.
 */
export function NotFoundView({ pathname }: { pathname: string }) {
  return (
    <section className="page status-page container" aria-labelledby="not-found-title">
      <title>صفحه پیدا نشد</title>
      <meta name="robots" content="noindex" />
      <p className="status-page__code" aria-hidden="true">
        ۴۰۴
      </p>
      <h1 id="not-found-title" className="status-page__title">
        <span dir="ltr">
          Page Not Found: <bdi>{displayPath(pathname)}</bdi>
        </span>
      </h1>
      <p className="status-page__text">
        صفحه‌ای که به دنبال آن بودید پیدا نشد. ممکن است نشانی را اشتباه وارد کرده باشید یا این صفحه
        حذف شده باشد.
      </p>
      <p className="status-page__actions">
        <a className="button" href={HOME_PATH}>
          بازگشت به صفحه اصلی
        </a>
        <a className="button button--ghost" href={PRODUCTS_PATH}>
          دیدن همه محصولات
        </a>
      </p>
    </section>
  );
}
