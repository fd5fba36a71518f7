/**
 * The shop's contactContext is JSON text (docs/api-shapes.md):
 * {"company_contact_info":{"basic_info":{"company_name","phone","email"},
 *   "address","social_media":{"instagram","Telegram","Whatsup"}}}
 * Anything else is kept as plain text.
 */
export type SocialLink = { network: 'instagram' | 'telegram' | 'whatsapp'; url: string };

export type ContactDetails = {
  companyName: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  social: SocialLink[];
  location: { latitude: number; longitude: number } | null;
};

export type ContactContext =
  { kind: 'details'; details: ContactDetails } | { kind: 'text'; text: string } | { kind: 'empty' };

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const finite = (value: unknown): number | null => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};

const SOCIAL_KEYS: Array<[string, SocialLink['network'], (handle: string) => string]> = [
  ['instagram', 'instagram', (h) => `https://instagram.com/${h.replace(/^@/, '')}`],
  ['telegram', 'telegram', (h) => `https://t.me/${h.replace(/^@/, '')}`],
  ['whatsup', 'whatsapp', (h) => `https://wa.me/${h.replace(/[^\d]/g, '')}`],
  ['whatsapp', 'whatsapp', (h) => `https://wa.me/${h.replace(/[^\d]/g, '')}`],
];

function socialLinks(value: unknown): SocialLink[] {
  const links: SocialLink[] = [];
  for (const [key, raw] of Object.entries(record(value))) {
    const handle = text(raw);
    const known = SOCIAL_KEYS.find(([name]) => name === key.toLowerCase());
    if (!handle || !known) continue;
    const [, network, toUrl] = known;
    const url = /^https:\/\//i.test(handle) ? handle : toUrl(handle);
    if (!links.some((link) => link.network === network)) links.push({ network, url });
  }
  return links;
}

export function parseContactContext(raw: string | null | undefined): ContactContext {
  const source = raw?.trim() ?? '';
  if (source === '') return { kind: 'empty' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(source);
  } catch {
    return { kind: 'text', text: source };
  }
  const info = record(record(parsed).company_contact_info);
  if (Object.keys(info).length === 0) return { kind: 'text', text: source };
  const basic = record(info.basic_info);
  const latitude = finite(info.latitude);
  const longitude = finite(info.longitude);
  return {
    kind: 'details',
    details: {
      companyName: text(basic.company_name),
      phone: text(basic.phone),
      email: text(basic.email),
      address: text(info.address),
      social: socialLinks(info.social_media),
      location:
        latitude !== null &&
        longitude !== null &&
        Math.abs(latitude) <= 90 &&
        Math.abs(longitude) <= 180
          ? { latitude, longitude }
          : null,
    },
  };
}
