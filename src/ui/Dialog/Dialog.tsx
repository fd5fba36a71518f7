'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/** How a dialog was asked to close; the owner decides what each route means. */
export type DialogCloseReason = 'escape' | 'backdrop';

type Props = {
  open: boolean;
  /**
   * Called when the visitor presses Escape or clicks the backdrop; the owner
   * sets `open` to false.
   */
  onDismiss: (reason: DialogCloseReason) => void;
  /** The id of the element that names the dialog (its heading). */
  labelledBy: string;
  describedBy?: string;
  className?: string;
  children: ReactNode;
};

/**
 * A modal dialog on the native <dialog> element: showModal() moves focus into
 * it and makes the page behind inert; focus goes back to where it was when it
 * closes. Escape and a click on the backdrop ask the owner to close it.
 */
export function Dialog({ open, onDismiss, labelledBy, describedBy, className, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      // Escape: let the owner close it, so that its state stays the truth.
      event.preventDefault();
      dismiss.current('escape');
    };
    const onClose = () => {
      const target = returnFocus.current;
      returnFocus.current = null;
      if (target?.isConnected) target.focus();
    };
    const onClick = (event: MouseEvent) => {
      // The box fills the dialog (which has no padding), so a click whose target
      // is the <dialog> element itself landed on the backdrop.
      if (event.target === dialog) dismiss.current('backdrop');
    };
    // One abort removes the three listeners.
    const listening = new AbortController();
    const { signal } = listening;
    dialog.addEventListener('cancel', onCancel, { signal });
    dialog.addEventListener('close', onClose, { signal });
    dialog.addEventListener('click', onClick, { signal });
    return () => listening.abort();
  }, []);

  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
    >
      <div className="dialog__box">{children}</div>
    </dialog>
  );
}
