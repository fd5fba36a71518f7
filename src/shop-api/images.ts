export type IconType = 'image/png' | 'image/svg+xml' | 'image/x-icon' | 'image/jpeg';

const ICON_TYPES: Record<string, IconType> = {
  png: 'image/png',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** The page icon's type from the URL's extension (SPEC §4); null for any other. */
export function iconTypeFor(url: string): IconType | null {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  return ICON_TYPES[name.slice(dot + 1).toLowerCase()] ?? null;
}
