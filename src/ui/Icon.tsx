/**
 * A 24×24 line icon drawn from one SVG path (currentColor, decorative), the
 * shop's own in ./icon-paths.ts. Its stroke is the `.icon` rule of
 * src/styles/base.css, not attributes repeated on every icon of the page and
 * its hydration payload.
 */
export function Icon({ path, size = 24 }: { path: string | undefined; size?: number }) {
  return (
    <svg className="icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path d={path} />
    </svg>
  );
}
