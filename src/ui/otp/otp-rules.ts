import { toAsciiDigits } from '@/lib/text/persian';

/**
 * The one-time-code input of SPEC §5 as pure rules: one character per box;
 * with the numeric type non-digits are rejected; a paste takes at most the
 * code length and must be all digits when numeric; complete when every box
 * is filled (the finish event). Persian and Arabic-Indic digits count as digits.
 */

/** SPEC §9: the one-time-code input's default length. */
export const DEFAULT_OTP_LENGTH = 6;

export type OtpOptions = { length: number; numeric: boolean };
export type OtpState = { values: string[]; focus: number };

export function emptyOtp(length = DEFAULT_OTP_LENGTH): string[] {
  return Array.from({ length }, () => '');
}

function acceptable(char: string, numeric: boolean): boolean {
  return numeric ? /^[0-9]$/.test(char) : char.trim() !== '';
}

/**
 * Typing into box `index`. One character fills that box and moves on; an empty
 * input clears it; a rejected character changes nothing. Several characters at
 * once (autofill) are treated as a paste from that box.
 */
export function typeInto(
  values: readonly string[],
  index: number,
  input: string,
  options: OtpOptions,
): OtpState {
  const chars = [...toAsciiDigits(input)];
  if (chars.length === 0) {
    const next = [...values];
    next[index] = '';
    return { values: next, focus: index };
  }
  if (chars.length > 1)
    return pasteInto(values, index, input, options) ?? { values: [...values], focus: index };
  const [char] = chars;
  if (char === undefined || !acceptable(char, options.numeric))
    return { values: [...values], focus: index };
  const next = [...values];
  next[index] = char;
  return { values: next, focus: Math.min(index + 1, options.length - 1) };
}

/**
 * A paste at box `index`: at most the boxes left from there are taken; null
 * (nothing changes) when a numeric code is pasted with anything but digits.
 */
export function pasteInto(
  values: readonly string[],
  index: number,
  text: string,
  options: OtpOptions,
): OtpState | null {
  const chars = [...toAsciiDigits(text).replace(/\s/g, '')];
  if (chars.length === 0) return null;
  if (!chars.every((char) => acceptable(char, options.numeric))) return null;
  const taken = chars.slice(0, options.length - index);
  const next = [...values];
  taken.forEach((char, offset) => {
    next[index + offset] = char;
  });
  return { values: next, focus: Math.min(index + taken.length, options.length - 1) };
}

/** Backspace in an empty box clears the one before it and moves there. */
export function backspaceAt(values: readonly string[], index: number): OtpState {
  const next = [...values];
  if (next[index]) {
    next[index] = '';
    return { values: next, focus: index };
  }
  const previous = Math.max(0, index - 1);
  next[previous] = '';
  return { values: next, focus: previous };
}

export function isComplete(values: readonly string[], length: number): boolean {
  return values.length === length && values.every((value) => value !== '');
}

/** Whether an edit should fire the finish event: it made the code complete. */
export function finishedBy(
  before: readonly string[],
  after: readonly string[],
  length: number,
): boolean {
  return (
    isComplete(after, length) && (!isComplete(before, length) || before.join('') !== after.join(''))
  );
}
