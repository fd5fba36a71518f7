import 'server-only';
import { Parser } from 'htmlparser2';
import sanitizeHtmlLibrary from 'sanitize-html';
import { BACKEND_HTML_MAX_BYTES, BACKEND_HTML_MAX_DEPTH } from '@/lib/limits';
import { IMAGE_WIDTHS, pictureUrl, shopPicture } from '@/lib/images/image-variants';

/**
 * The one sanitiser for HTML that comes from the backend (notification
 * content, the shop's contexts, product descriptions, the trust signature).
 * Runs on the server, on the sanitize-html library, with an allow-list for rich
 * text:
 *
 * - no scripts, no event handlers, no id/class (no clobbering, no borrowing the
 *   site's own classes), no forms, frames, SVG or MathML;
 * - links only to http(s), mailto: and tel: — never javascript:, data:,
 *   vbscript: or protocol-relative URLs;
 * - pictures only of the shop's own, through the image endpoint (the page's
 *   CSP admits no other image origin, docs/decisions/0009), and the trust
 *   seals' badges; any other picture is dropped;
 * - external links open in a new tab with rel="noopener noreferrer";
 * - inline styles limited to text colour, alignment, direction and emphasis:
 *   nothing that positions, sizes or layers an element over the page.
 */
const COLOR = /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.\s,%]+\)|[a-z]{3,20})$/i;

const RICH_TEXT_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'blockquote',
  'q',
  'cite',
  'code',
  'pre',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'span',
  'div',
  'abbr',
  'bdi',
  'bdo',
];

/** Tags removed together with everything inside them (their text would only be noise). */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'iframe',
  'object',
  'template',
  'title',
  'svg',
  'math',
];

const DIMENSION = /^\d{1,4}$/;
const MAX_DIMENSION = 2000;

const isExternal = (href: string) => /^https?:\/\//i.test(href.trim());

function safeLink(attribs: Record<string, string>): Record<string, string> {
  const next: Record<string, string> = { ...attribs };
  delete next.target;
  delete next.rel;
  delete next.referrerpolicy;
  if (isExternal(next.href ?? '')) {
    next.target = '_blank';
    next.rel = 'noopener noreferrer';
  }
  return next;
}

function safeDirection(attribs: Record<string, string>): Record<string, string> {
  if (attribs.dir === undefined || /^(rtl|ltr|auto)$/i.test(attribs.dir)) return attribs;
  const next = { ...attribs };
  delete next.dir;
  return next;
}

/**
 * Widest variant a picture in backend HTML gets: the width of a page's text
 * column on a 2× screen.
 */
const CONTENT_PICTURE_WIDTH = 960;

/**
 * A picture of backend HTML: the shop's own through the image endpoint, at
 * the listed width that covers twice its width attribute (960 without one);
 * a trust seal's badge as it is; anything else loses its src (and is dropped).
 */
function safeImage(
  attribs: Record<string, string>,
  imageBaseUrl: string,
  keepSeals: boolean,
): Record<string, string> {
  const next: Record<string, string> = { ...attribs, loading: 'lazy' };
  for (const name of ['width', 'height']) {
    const value = next[name];
    if (value !== undefined && (!DIMENSION.test(value) || Number(value) > MAX_DIMENSION))
      delete next[name];
  }
  const src = next.src?.trim() ?? '';
  // In HTML a picture is a URL or a path: a bare word is not a name under the image base.
  const picture = /^(https?:\/\/|\/)/i.test(src) ? shopPicture(src, imageBaseUrl) : null;
  if (picture) {
    const wanted = next.width
      ? Math.min(2 * Number(next.width), CONTENT_PICTURE_WIDTH)
      : CONTENT_PICTURE_WIDTH;
    next.src = pictureUrl(
      picture,
      IMAGE_WIDTHS.find((width) => width >= wanted) ?? CONTENT_PICTURE_WIDTH,
    );
  } else if (!(keepSeals && TRUST_SEAL_HOSTS.test(src) && /^[^\s`<>"']*$/.test(src))) {
    delete next.src;
  }
  return next;
}

const richText = (imageBaseUrl: string): sanitizeHtmlLibrary.IOptions => ({
  allowedTags: RICH_TEXT_TAGS,
  nonTextTags: DROPPED_WITH_CONTENT,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
    '*': ['dir', 'lang', 'style'],
  },
  allowedStyles: {
    '*': {
      color: [COLOR],
      'background-color': [COLOR],
      'text-align': [/^(left|right|center|justify|start|end)$/i],
      direction: [/^(rtl|ltr)$/i],
      'font-weight': [/^(normal|bold|bolder|lighter|[1-9]00)$/i],
      'font-style': [/^(normal|italic)$/i],
      'text-decoration': [/^(none|underline|line-through)$/i],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A picture without a source is only an empty box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    '*': (tagName, attribs) => ({ tagName, attribs: safeDirection(attribs) }),
    // Headings start at h2: the page owns its h1.
    h1: 'h2',
    a: (tagName, attribs) => ({ tagName, attribs: safeLink(attribs) }),
    img: (tagName, attribs) => ({ tagName, attribs: safeImage(attribs, imageBaseUrl, false) }),
  },
});

/**
 * Why backend HTML is refused before it is sanitised, or null when it is
 * within the caps: sanitize-html's time grows faster than the input on deep
 * nesting (1 MB of nested <div> took 30 s), so the size is capped first and
 * the depth is measured by htmlparser2, which stops reading at the cap.
 */
export function overCap(html: string): string | null {
  const bytes = Buffer.byteLength(html, 'utf8');
  if (bytes > BACKEND_HTML_MAX_BYTES)
    return `${bytes} bytes, over the ${BACKEND_HTML_MAX_BYTES}-byte cap`;
  let depth = 0;
  let tooDeep = false;
  const parser = new Parser({
    onopentag() {
      depth += 1;
      if (depth > BACKEND_HTML_MAX_DEPTH && !tooDeep) {
        tooDeep = true;
        parser.pause();
      }
    },
    onclosetag() {
      depth -= 1;
    },
  });
  parser.write(html);
  if (!tooDeep) parser.end();
  return tooDeep ? `nested deeper than ${BACKEND_HTML_MAX_DEPTH} elements` : null;
}

/**
 * Sanitised HTML by its source: the shop's HTML is the same string until the
 * shop data changes, so it is sanitised once per version, not on every
 * render. Bounded in entries and characters; the oldest leave first.
 */
const MEMO_MAX_ENTRIES = 256;
const MEMO_MAX_CHARS = 16 * 1024 * 1024;
const memo = new Map<string, string>();
let memoChars = 0;

function remember(source: string, result: string): string {
  memo.set(source, result);
  memoChars += source.length + result.length;
  for (const [oldest, value] of memo) {
    if (memo.size <= MEMO_MAX_ENTRIES && memoChars <= MEMO_MAX_CHARS) break;
    memo.delete(oldest);
    memoChars -= oldest.length + value.length;
  }
  return result;
}

/** The memo's key: the result depends on the image base as well as the source. */
function sanitizeOnce(
  source: string,
  imageBaseUrl: string,
  label: string,
  sanitize: (html: string) => string,
): string {
  const key = `${imageBaseUrl}\n${source}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const refused = overCap(source);
  if (refused) console.warn(`[sanitize] ${label} dropped: ${refused}`);
  return remember(key, refused ? '' : sanitize(source));
}

/** imageBaseUrl: SHOP_IMAGE_BASE_URL, to know the shop's own pictures. */
export function sanitizeHtml(html: string | null | undefined, imageBaseUrl: string): string {
  if (!html) return '';
  return sanitizeOnce(html, imageBaseUrl, 'backend HTML', (source) =>
    sanitizeHtmlLibrary(source, richText(imageBaseUrl)).trim(),
  );
}

/**
 * Origins of Iranian trust seals, which check the Referer of the visitor who
 * opens them; their badge pictures are the issuer's own, loaded from there.
 */
export const TRUST_SEAL_ORIGINS = [
  'https://trustseal.enamad.ir',
  'https://logo.samandehi.ir',
] as const;
const TRUST_SEAL_HOSTS = /^https:\/\/(trustseal\.enamad\.ir|logo\.samandehi\.ir)(\/|$)/i;

const trustBadge = (imageBaseUrl: string): sanitizeHtmlLibrary.IOptions => ({
  ...richText(imageBaseUrl),
  allowedTags: ['a', 'img', 'span'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel', 'referrerpolicy'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'referrerpolicy'],
  },
  allowedStyles: {},
  transformTags: {
    a: (tagName, attribs) => {
      const next = safeLink(attribs);
      // The seal's page verifies the shop from the Referer: send the origin only.
      if (TRUST_SEAL_HOSTS.test(next.href ?? '')) {
        next.rel = 'noopener';
        next.referrerpolicy = 'origin';
      }
      return { tagName, attribs: next };
    },
    img: (tagName, attribs) => {
      const next = safeImage(attribs, imageBaseUrl, true);
      delete next.referrerpolicy;
      if (TRUST_SEAL_HOSTS.test(next.src ?? '')) next.referrerpolicy = 'origin';
      return { tagName, attribs: next };
    },
  },
});

/**
 * The trust signature (e-Namad): a snippet of a link and an image, or the bare
 * seal id. Same library and rules as above, narrowed to a link and an image;
 * links to the seal hosts keep the origin Referer the seal needs.
 */
export function sanitizeTrustSignature(
  signature: string | null | undefined,
  imageBaseUrl: string,
): string {
  const source = signature?.trim() ?? '';
  if (source === '') return '';
  if (/^\d{1,12}$/.test(source)) {
    return `<a href="https://trustseal.enamad.ir/?id=${source}" target="_blank" rel="noopener" referrerpolicy="origin">نماد اعتماد الکترونیکی</a>`;
  }
  return sanitizeOnce(source, imageBaseUrl, 'trust signature', (html) =>
    sanitizeHtmlLibrary(html, trustBadge(imageBaseUrl)).trim(),
  );
}
