'use client';

import { useId } from 'react';
import { Dialog } from './Dialog';

type Props = {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** A destructive action gets the danger colour. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** «Are you sure?» on the modal dialog: Escape, the backdrop and «انصراف» cancel. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  danger = false,
  onConfirm,
  onCancel,
}: Props) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onDismiss={onCancel}
      labelledBy={`${id}-title`}
      describedBy={`${id}-message`}
      className="dialog--confirm"
    >
      <h2 id={`${id}-title`} className="dialog__title">
        {title}
      </h2>
      <p id={`${id}-message`}>{message}</p>
      <div className="dialog__actions">
        <button
          type="button"
          className={danger ? 'button button--danger' : 'button'}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          انصراف
        </button>
      </div>
    </Dialog>
  );
}
