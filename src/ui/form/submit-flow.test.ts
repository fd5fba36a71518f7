import { describe, expect, it } from 'vitest';
import { OFFLINE_MESSAGE } from '../offline-message';
import { fieldText, runSubmit, type SubmitSteps } from './submit-flow';

type Errors = { phone?: string; form?: string };

function harness(busy = false, offline = false) {
  const log: string[] = [];
  let isBusy = busy;
  const state = {
    isOffline: () => offline,
    isBusy: () => isBusy,
    setBusy: (next: boolean) => {
      isBusy = next;
      log.push(`busy ${next}`);
    },
    setErrors: (errors: Errors) => log.push(`errors ${JSON.stringify(errors)}`),
  };
  return { log, state };
}

const fields = (phone: string) => {
  const data = new FormData();
  data.set('phone', phone);
  return data;
};

function steps(
  answer: Errors | void,
  leaves = false,
): SubmitSteps<string, Errors> & { sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    leaves,
    check: (data) => {
      const phone = String(data.get('phone') ?? '');
      return phone
        ? { ok: true, input: phone }
        : { ok: false, errors: { phone: 'شماره موبایل را وارد کنید.' } };
    },
    send: async (input) => {
      sent.push(input);
      return answer;
    },
  };
}

describe('runSubmit', () => {
  it('shows the check’s errors and sends nothing, never busy', async () => {
    const { log, state } = harness();
    const form = steps(undefined);
    await runSubmit(form, fields(''), state);
    expect(form.sent).toEqual([]);
    expect(log).toEqual(['errors {"phone":"شماره موبایل را وارد کنید."}']);
  });

  it('clears the errors, is busy while sending, and not after a success', async () => {
    const { log, state } = harness();
    const form = steps(undefined);
    await runSubmit(form, fields('09120000000'), state);
    expect(form.sent).toEqual(['09120000000']);
    expect(log).toEqual(['errors {}', 'busy true', 'busy false']);
  });

  it('shows the errors send answers and ends busy', async () => {
    const { log, state } = harness();
    await runSubmit(steps({ form: 'خطا در برقراری ارتباط با سرور' }), fields('09120000000'), state);
    expect(log).toEqual([
      'errors {}',
      'busy true',
      'busy false',
      'errors {"form":"خطا در برقراری ارتباط با سرور"}',
    ]);
  });

  it('stays busy after a success when the form leaves the page', async () => {
    const { log, state } = harness();
    await runSubmit(steps(undefined, true), fields('09120000000'), state);
    expect(log).toEqual(['errors {}', 'busy true']);
  });

  it('offline: says the form needs the connection, sends nothing, and leaves every field as typed', async () => {
    const { log, state } = harness(false, true);
    const form = steps(undefined);
    const typed = fields('09120000000');
    await runSubmit(form, typed, state);
    expect(form.sent).toEqual([]);
    expect(log).toEqual([`errors {"form":"${OFFLINE_MESSAGE}"}`]);
    expect(typed.get('phone')).toBe('09120000000');
  });

  it('offline: the check’s errors come first, as online', async () => {
    const { log, state } = harness(false, true);
    await runSubmit(steps(undefined), fields(''), state);
    expect(log).toEqual(['errors {"phone":"شماره موبایل را وارد کنید."}']);
  });

  it('ignores a submit while one is under way', async () => {
    const { log, state } = harness(true);
    const form = steps(undefined);
    await runSubmit(form, fields('09120000000'), state);
    expect(form.sent).toEqual([]);
    expect(log).toEqual([]);
  });
});

describe('fieldText', () => {
  it('is the text typed, untrimmed, and empty for a missing or file field', () => {
    const form = new FormData();
    form.set('firstName', ' مریم ');
    form.set('photo', new Blob(['x']), 'photo.jpg');
    expect(fieldText(form, 'firstName')).toBe(' مریم ');
    expect(fieldText(form, 'lastName')).toBe('');
    expect(fieldText(form, 'photo')).toBe('');
  });
});
