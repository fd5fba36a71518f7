/**
 * A field's Persian error message under the id its field's aria-describedby
 * names; nothing when there is none.
 */
export function FieldError({ id, error }: { id: string; error?: string | null | undefined }) {
  return error ? (
    <p id={id} className="form__error">
      {error}
    </p>
  ) : null;
}
