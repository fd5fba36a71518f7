import { describe, expect, it } from 'vitest';
import { backspaceAt, emptyOtp, finishedBy, isComplete, pasteInto, typeInto } from './otp-rules';

const numeric = { length: 6, numeric: true };
const text = { length: 4, numeric: false };

describe('one-time-code input rules (SPEC §5)', () => {
  it('has six boxes by default', () => {
    expect(emptyOtp()).toEqual(['', '', '', '', '', '']);
  });

  it('takes one character per box and moves on', () => {
    let state = { values: emptyOtp(), focus: 0 };
    for (const digit of '1234') state = typeInto(state.values, state.focus, digit, numeric);
    expect(state).toEqual({ values: ['1', '2', '3', '4', '', ''], focus: 4 });
    expect(typeInto(state.values, 5, '9', numeric).focus).toBe(5);
  });

  it('rejects non-digits with the numeric type, accepts Persian digits', () => {
    const values = emptyOtp();
    expect(typeInto(values, 0, 'a', numeric)).toEqual({ values, focus: 0 });
    expect(typeInto(values, 0, '-', numeric).values).toEqual(values);
    expect(typeInto(values, 0, '۷', numeric).values[0]).toBe('7');
    expect(typeInto(emptyOtp(4), 0, 'a', text).values[0]).toBe('a');
    expect(typeInto(emptyOtp(4), 0, ' ', text).values[0]).toBe('');
  });

  it('takes at most the code length from a longer paste', () => {
    expect(pasteInto(emptyOtp(), 0, '123456789', numeric)).toEqual({
      values: ['1', '2', '3', '4', '5', '6'],
      focus: 5,
    });
    expect(pasteInto(emptyOtp(), 3, '987654', numeric)).toEqual({
      values: ['', '', '', '9', '8', '7'],
      focus: 5,
    });
    expect(pasteInto(emptyOtp(), 0, '۱۲۳ ۴۵۶', numeric)?.values.join('')).toBe('123456');
  });

  it('refuses a paste with non-digits when numeric', () => {
    expect(pasteInto(emptyOtp(), 0, '12a456', numeric)).toBeNull();
    expect(pasteInto(emptyOtp(), 0, 'code: 123456', numeric)).toBeNull();
    expect(pasteInto(emptyOtp(), 0, '', numeric)).toBeNull();
    expect(pasteInto(emptyOtp(4), 0, 'ab1c', text)?.values).toEqual(['a', 'b', '1', 'c']);
  });

  it('treats several typed characters (autofill) as a paste', () => {
    expect(typeInto(emptyOtp(), 0, '123456', numeric).values.join('')).toBe('123456');
    expect(typeInto(emptyOtp(), 0, '12x456', numeric).values).toEqual(emptyOtp());
  });

  it('clears with backspace, stepping back from an empty box', () => {
    const values = ['1', '2', '3', '', '', ''];
    expect(backspaceAt(values, 2)).toEqual({ values: ['1', '2', '', '', '', ''], focus: 2 });
    expect(backspaceAt(values, 3)).toEqual({ values: ['1', '2', '', '', '', ''], focus: 2 });
    expect(backspaceAt(emptyOtp(), 0)).toEqual({ values: emptyOtp(), focus: 0 });
  });

  it('fires the finish event only when every box is filled', () => {
    const five = ['1', '2', '3', '4', '5', ''];
    const six = typeInto(five, 5, '6', numeric).values;
    expect(isComplete(five, 6)).toBe(false);
    expect(isComplete(six, 6)).toBe(true);
    expect(finishedBy(five, six, 6)).toBe(true);
    expect(finishedBy(six, six, 6)).toBe(false);
    expect(finishedBy(six, typeInto(six, 0, '9', numeric).values, 6)).toBe(true);
    expect(finishedBy(emptyOtp(), typeInto(emptyOtp(), 0, '1', numeric).values, 6)).toBe(false);
  });
});
