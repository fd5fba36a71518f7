/** A form's buttons: save (disabled and saying so while it is sent) and cancel. */
export function FormActions({
  busy,
  saveLabel,
  onCancel,
}: {
  busy: boolean;
  saveLabel: string;
  onCancel: () => void;
}) {
  return (
    <div className="form__actions">
      <button className="button" type="submit" disabled={busy}>
        {busy ? 'در حال ذخیره…' : saveLabel}
      </button>
      <button className="button button--ghost" type="button" onClick={onCancel}>
        انصراف
      </button>
    </div>
  );
}
