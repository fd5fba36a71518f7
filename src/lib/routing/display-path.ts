/** A pathname for display: percent-decoded where that is valid, else as given. */
export function displayPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
