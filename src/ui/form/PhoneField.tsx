import { TextField } from './TextField';

type Props = { id: string; error?: string | undefined; defaultValue?: string };

/**
 * The mobile-number field of the login, registration and recovery forms (read
 * as `phoneNumber`).
 */
export function PhoneField({ id, error, defaultValue }: Props) {
  return (
    <TextField
      id={id}
      name="phoneNumber"
      label="شماره موبایل"
      type="tel"
      dir="ltr"
      inputMode="numeric"
      autoComplete="tel"
      placeholder="09xxxxxxxxx"
      defaultValue={defaultValue}
      error={error}
    />
  );
}
