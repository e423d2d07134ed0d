import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

/**
 * A question or short form that opens in place of the button that asks for it: focus goes to its
 * first control when it opens, and back to that button when Cancel or Escape closes it (not when
 * it closes because it was done: what happened takes focus then).
 */
export function useOpenInPlace<Inside extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const inside = useRef<Inside>(null);
  const cancelled = useRef(false);
  useEffect(() => {
    if (open)
      inside.current?.querySelector<HTMLElement>('button, input, select, textarea')?.focus();
    else if (cancelled.current) opener.current?.focus();
    cancelled.current = false;
  }, [open]);

  const cancel = () => {
    cancelled.current = true;
    setOpen(false);
  };
  /** Escape cancels, unless the answer is on its way. */
  const escapeCancels = (busy: boolean) => (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !busy) cancel();
  };
  /** The button that opens it: focus comes back to it on Cancel or Escape. */
  const openerProps = { ref: opener, type: 'button' as const, onClick: () => setOpen(true) };
  return { open, openerProps, inside, cancel, escapeCancels };
}
