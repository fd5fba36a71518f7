import { describe, expect, it } from 'vitest';
import {
  MAX_VISIBLE_TOASTS,
  SNACKBAR_DURATION_MS,
  TOAST_DURATION_MS,
  parseQueuedToasts,
  stackWith,
  toastColor,
  toastDuration,
  toastRole,
  toastSpec,
} from './toast-rules';

describe('toast rules (SPEC §9)', () => {
  it('knows success and error; anything else is success', () => {
    expect(toastColor('error')).toBe('error');
    expect(toastColor('success')).toBe('success');
    for (const other of ['warning', 'info', 'ERROR', '', undefined, null, 3]) {
      expect(toastColor(other)).toBe('success');
    }
  });

  it('lasts 3000 ms by default and 5000 ms as a snackbar', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    expect(SNACKBAR_DURATION_MS).toBe(5000);
    expect(toastDuration(undefined)).toBe(3000);
    expect(toastDuration('toast')).toBe(3000);
    expect(toastDuration('snackbar')).toBe(5000);
  });

  it('takes a given positive duration, ignores a nonsensical one', () => {
    expect(toastDuration('toast', 1200)).toBe(1200);
    expect(toastDuration('toast', 0)).toBe(3000);
    expect(toastDuration('snackbar', -5)).toBe(5000);
    expect(toastDuration('toast', Number.NaN)).toBe(3000);
    expect(toastDuration('toast', Number.POSITIVE_INFINITY)).toBe(3000);
  });

  it('announces success as status and errors as alert', () => {
    expect(toastRole('success')).toBe('status');
    expect(toastRole('error')).toBe('alert');
  });

  it('builds a full spec from loose options', () => {
    expect(toastSpec('ذخیره شد')).toEqual({
      message: 'ذخیره شد',
      color: 'success',
      variant: 'toast',
      durationMs: 3000,
    });
    expect(toastSpec('خطا', { color: 'error', variant: 'snackbar' })).toEqual({
      message: 'خطا',
      color: 'error',
      variant: 'snackbar',
      durationMs: 5000,
    });
    expect(toastSpec('هشدار', { color: 'warning' }).color).toBe('success');
  });

  it('keeps an action only with a label and a same-site path', () => {
    expect(
      toastSpec('وارد شوید', { action: { label: 'ورود', href: '/Login?redirect=%2Fcart' } }).action,
    ).toEqual({
      label: 'ورود',
      href: '/Login?redirect=%2Fcart',
    });
    for (const href of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '',
    ]) {
      expect(toastSpec('x', { action: { label: 'ورود', href } }).action, href).toBeUndefined();
    }
    expect(toastSpec('x', { action: { label: ' ', href: '/Login' } }).action).toBeUndefined();
    expect(toastSpec('x').action).toBeUndefined();
  });

  it('reads a queue back and drops what it cannot use', () => {
    expect(parseQueuedToasts(null)).toEqual([]);
    expect(parseQueuedToasts('not json')).toEqual([]);
    expect(parseQueuedToasts('{"message":"x"}')).toEqual([]);
    expect(
      parseQueuedToasts(
        JSON.stringify([
          { message: 'ورود لازم است', color: 'error', variant: 'snackbar', durationMs: 5000 },
          { message: '  ' },
          { color: 'error' },
          null,
          { message: 'خوش آمدید', color: 'purple' },
          { message: 'وارد شوید', action: { label: 'ورود', href: '/Login' } },
          { message: 'پیوند ناامن', action: { label: 'ورود', href: '//evil.example' } },
        ]),
      ),
    ).toEqual([
      { message: 'ورود لازم است', color: 'error', variant: 'snackbar', durationMs: 5000 },
      { message: 'خوش آمدید', color: 'success', variant: 'toast', durationMs: 3000 },
      {
        message: 'وارد شوید',
        color: 'success',
        variant: 'toast',
        durationMs: 3000,
        action: { label: 'ورود', href: '/Login' },
      },
      { message: 'پیوند ناامن', color: 'success', variant: 'toast', durationMs: 3000 },
    ]);
  });

  it('stacks newest last and keeps at most a few', () => {
    let stack: number[] = [];
    for (let n = 1; n <= MAX_VISIBLE_TOASTS + 2; n++) stack = stackWith(stack, n);
    expect(stack).toEqual([3, 4, 5, 6]);
  });
});
