/** The colour of an order's status badge, from the shop's Persian wording. */
export type StatusTone = 'processing' | 'sent' | 'done' | 'cancelled' | 'other';

const TONES: Array<[RegExp, StatusTone]> = [
  [/لغو|مرجوع|ناموفق/, 'cancelled'],
  [/تحویل/, 'done'],
  [/ارسال/, 'sent'],
  [/پردازش|ثبت|انتظار|بررسی/, 'processing'],
];

export function statusTone(status: string): StatusTone {
  return TONES.find(([pattern]) => pattern.test(status))?.[1] ?? 'other';
}
