import { TextField } from '@/ui/form/TextField';

type Errors = {
  firstName?: string | undefined;
  lastName?: string | undefined;
  nationalCode?: string | undefined;
};

const NAME_PARTS = [
  { name: 'firstName', id: 'first-name', label: 'نام', autoComplete: 'given-name' },
  { name: 'lastName', id: 'last-name', label: 'نام خانوادگی', autoComplete: 'family-name' },
] as const;

/** The name row of the registration and profile forms (read as `firstName` and `lastName`). */
export function NameFields({
  idPrefix,
  errors,
  defaults,
}: {
  idPrefix: string;
  errors: Errors;
  defaults?: { firstName: string; lastName: string };
}) {
  return (
    <div className="form__row">
      {NAME_PARTS.map((part) => (
        <TextField
          key={part.name}
          id={`${idPrefix}-${part.id}`}
          name={part.name}
          label={part.label}
          autoComplete={part.autoComplete}
          defaultValue={defaults?.[part.name]}
          error={errors[part.name]}
        />
      ))}
    </div>
  );
}

/**
 * The national-code field of the registration and profile forms (read as
 * `nationalCode`; Persian or Latin digits).
 */
export function NationalCodeField({
  id,
  errors,
  defaultValue,
}: {
  id: string;
  errors: Errors;
  defaultValue?: string;
}) {
  return (
    <TextField
      id={id}
      name="nationalCode"
      label="کد ملی"
      dir="ltr"
      inputMode="numeric"
      maxLength={12}
      autoComplete="off"
      defaultValue={defaultValue}
      error={errors.nationalCode}
    />
  );
}
