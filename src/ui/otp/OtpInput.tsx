'use client';

import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { backspaceAt, finishedBy, pasteInto, typeInto, type OtpState } from './otp-rules';

type Props = {
  values: string[];
  onChange: (values: string[]) => void;
  /** The finish event: every box is filled. */
  onComplete?: (code: string) => void;
  numeric?: boolean;
  /** Names the group for screen readers. */
  label: string;
  invalid?: boolean;
  disabled?: boolean;
};

/**
 * The one-time-code boxes (SPEC §5). Boxes run left to right inside the
 * right-to-left page; the first box offers `autocomplete="one-time-code"`.
 */
export function OtpInput({
  values,
  onChange,
  onComplete,
  numeric = true,
  label,
  invalid,
  disabled,
}: Props) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const length = values.length;
  const options = { length, numeric };

  function apply(next: OtpState | null) {
    if (!next) return;
    onChange(next.values);
    boxes.current[next.focus]?.focus();
    if (finishedBy(values, next.values, length)) onComplete?.(next.values.join(''));
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !values[index]) {
      event.preventDefault();
      apply(backspaceAt(values, index));
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      boxes.current[Math.max(0, index - 1)]?.focus();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      boxes.current[Math.min(length - 1, index + 1)]?.focus();
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    apply(pasteInto(values, index, event.clipboardData.getData('text'), options));
  }

  return (
    <div className="otp" role="group" aria-label={label}>
      {values.map((value, index) => (
        <input
          // The boxes are positional: their index is their identity.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="otp__box"
          value={value}
          dir="ltr"
          inputMode={numeric ? 'numeric' : 'text'}
          pattern={numeric ? '[0-9]*' : undefined}
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`رقم ${index + 1} از ${length}`}
          aria-invalid={invalid ? true : undefined}
          disabled={disabled}
          onFocus={(event) => event.target.select()}
          onChange={(event) => {
            const typed = event.target.value;
            // The box held a character: the new one is what was added to it.
            const input =
              value && typed.length === 2 && typed.startsWith(value) ? typed.slice(1) : typed;
            apply(typeInto(values, index, input, options));
          }}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
        />
      ))}
    </div>
  );
}
