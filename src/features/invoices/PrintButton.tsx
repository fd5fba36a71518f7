'use client';

/** Opens the browser's print dialog; the print stylesheet shows the invoice alone. */
export function PrintButton() {
  return (
    <button type="button" className="button button--ghost" onClick={() => window.print()}>
      چاپ فاکتور
    </button>
  );
}
