import { displayPath } from '@/lib/routing/display-path';
import { HOME_PATH } from '@/lib/routing/route-paths';

/**
 * Documents the server sends without React, self-contained and without a
 * script. The generic error page of SPEC §2: 'Page Not Found' for 404, a
 * Persian "busy" page for 503 (a request shed under load) and 'Internal
 * Server Error' for every other status, sent when the React page could not
 * be rendered (a failed render, a request the router cannot even decode), so
 * it depends on nothing that could have failed. And the note a page load's
 * redirect carries (browsers follow the Location and never show it; with no
 * script in it, a shared cache may keep it with the redirect).
 */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The page a request shed under load gets (503, docs/decisions/0084): nothing
 * failed, the shop is busy for a moment.
 */
const BUSY = {
  title: 'فروشگاه شلوغ است',
  heading: 'فروشگاه لحظاتی شلوغ است',
  text: 'درخواست‌های زیادی هم‌زمان رسیده است. لطفاً چند ثانیه دیگر این صفحه را دوباره باز کنید.',
};

/** Its style writes SPEC §9's theme colours in (primary, background): it loads no stylesheet. */
function plainDocument(title: string, main: string): string {
  return `<!DOCTYPE html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f9f9f9;color:#1f2933;font-family:Vazirmatn,Tahoma,sans-serif;line-height:1.8}
main{max-width:32rem;padding:2rem;text-align:center}
h1{font-size:1.5rem;margin:0 0 1rem;overflow-wrap:anywhere}
a{display:inline-block;margin-top:1rem;padding:.6rem 1.5rem;border-radius:.5rem;background:#1e88e5;color:#fff;text-decoration:none;font-weight:700}
</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>`;
}

export function errorDocument(status: number, pathname: string): string {
  const notFound = status === 404;
  const busy = status === 503;
  const heading = notFound
    ? `Page Not Found: ${escapeHtml(displayPath(pathname))}`
    : busy
      ? BUSY.heading
      : 'Internal Server Error';
  const text = notFound
    ? 'صفحه‌ای که به دنبال آن بودید پیدا نشد. ممکن است نشانی را اشتباه وارد کرده باشید یا این صفحه حذف شده باشد.'
    : busy
      ? BUSY.text
      : 'متأسفانه در نمایش این صفحه خطایی رخ داد. لطفاً چند لحظه دیگر دوباره تلاش کنید.';
  return plainDocument(
    notFound ? 'صفحه پیدا نشد' : busy ? BUSY.title : 'خطای سرور',
    `<h1${busy ? '' : ' dir="ltr"'}>${heading}</h1>
<p>${text}</p>
<a href="${HOME_PATH}">بازگشت به صفحه اصلی</a>`,
  );
}

/** The note of a page that moved to `location`. */
export function movedDocument(location: string): string {
  return plainDocument(
    'صفحه منتقل شد',
    `<p>این صفحه به نشانی تازه منتقل شده است.</p>
<a href="${escapeHtml(location)}">رفتن به نشانی تازه</a>`,
  );
}

/**
 * What the errors step answers (src/middleware/errors.ts): the error page for
 * a page load, plain text for the client router's RSC request; never kept.
 */
export function errorAnswer(status: 404 | 500, pathname: string): Response {
  const isRsc = pathname.startsWith('/RSC/');
  const body = isRsc
    ? status === 404
      ? 'Not Found'
      : 'Internal Server Error'
    : errorDocument(status, pathname);
  return new Response(body, {
    status,
    headers: {
      'content-type': isRsc ? 'text/plain; charset=utf-8' : 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    },
  });
}
