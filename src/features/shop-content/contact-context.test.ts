import { describe, expect, it } from 'vitest';
import { parseContactContext } from './contact-context';

const sample = JSON.stringify({
  company_contact_info: {
    basic_info: { company_name: 'فروشگاه نمونه', phone: '021-88776655', email: 'info@example.ir' },
    address: 'تهران، خیابان ولیعصر',
    social_media: { instagram: '@shop', Telegram: 'shop_channel', Whatsup: '+98 912 000 0000' },
    latitude: 35.7,
    longitude: 51.4,
  },
});

describe('parseContactContext', () => {
  it('reads the JSON of docs/api-shapes.md', () => {
    expect(parseContactContext(sample)).toEqual({
      kind: 'details',
      details: {
        companyName: 'فروشگاه نمونه',
        phone: '021-88776655',
        email: 'info@example.ir',
        address: 'تهران، خیابان ولیعصر',
        social: [
          { network: 'instagram', url: 'https://instagram.com/shop' },
          { network: 'telegram', url: 'https://t.me/shop_channel' },
          { network: 'whatsapp', url: 'https://wa.me/989120000000' },
        ],
        location: { latitude: 35.7, longitude: 51.4 },
      },
    });
  });
  it('keeps text that is not JSON', () => {
    expect(parseContactContext('تلفن: ۰۲۱')).toEqual({ kind: 'text', text: 'تلفن: ۰۲۱' });
  });
  it('reports an empty context', () => {
    expect(parseContactContext('  ')).toEqual({ kind: 'empty' });
    expect(parseContactContext(undefined)).toEqual({ kind: 'empty' });
  });
  it('only ever links social handles over https', () => {
    const result = parseContactContext(
      JSON.stringify({
        company_contact_info: { social_media: { instagram: 'javascript:alert(1)' } },
      }),
    );
    expect(result.kind === 'details' && result.details.social[0]?.url).toBe(
      'https://instagram.com/javascript:alert(1)',
    );
  });
});
