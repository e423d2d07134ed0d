import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { sharedText } from '../i18n/shared-text';
import { describedBy, FieldError, FieldHint, LabelText, labelClass } from './field';

/**
 * A multi-select dropdown (spec §2, §4; README → The specification): a button named after the field that shows what is
 * chosen and toggles a list of labelled checkboxes. The list closes on a click outside, on
 * Escape (focus returns to the button) and when focus moves on past it. Tab walks the
 * checkboxes and Space toggles them, as native checkboxes do.
 */
export function MultiSelect({
  label,
  name,
  options,
  value,
  onChange,
  onBlur,
  error,
  placeholder,
  optional = false,
  hint,
  buttonId,
  buttonRef,
}: {
  label: string;
  name: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  error?: string;
  placeholder?: string;
  /** Shows "(optional)" after the label, as Field does. */
  optional?: boolean;
  hint?: string;
  /** A stable id for the button, so another part of the page can bring focus to it. */
  buttonId?: string;
  /** A callback ref, e.g. react-hook-form's field.ref (focus on error). */
  buttonRef?: (node: HTMLButtonElement | null) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Keep the options in their list order, whatever order they were ticked in.
  const chosen = options.filter((option) => value.includes(option));
  const toggle = (option: string, checked: boolean) =>
    onChange(options.filter((o) => (o === option ? checked : value.includes(o))));

  return (
    <div
      ref={wrapper}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        // Only a focus move to another control closes it; a click on the list's padding must not.
        const next = event.relatedTarget as Node | null;
        if (next && !wrapper.current?.contains(next)) {
          setOpen(false);
          onBlur?.();
        }
      }}
    >
      <span id={labelId} className={labelClass}>
        <LabelText label={label} optional={optional} />
      </span>
      <FieldHint id={hintId} hint={hint} />
      <button
        id={buttonId}
        ref={(node) => {
          button.current = node;
          buttonRef?.(node);
        }}
        type="button"
        aria-labelledby={`${labelId} ${valueId}`}
        aria-describedby={describedBy(hint && hintId, error && errorId)}
        aria-invalid={error ? true : undefined}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
        className="flex w-full items-center justify-between gap-2 rounded-lg border border-gray-400 bg-white px-3 py-2 text-left text-base shadow-sm aria-invalid:border-red-700 aria-invalid:bg-red-50"
      >
        <span id={valueId} className={chosen.length ? 'text-ink' : 'text-gray-700'}>
          {chosen.length
            ? chosen.map((option) => sharedText(i18n, option)).join(', ')
            : (placeholder ?? t`Select…`)}
        </span>
        <span aria-hidden="true" className="shrink-0 text-brand-700">
          {open ? '▲' : '▼'}
        </span>
      </button>
      <fieldset
        id={listId}
        hidden={!open}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-lg border border-gray-400 bg-white p-2 shadow-lg"
      >
        <legend className="sr-only">{label}</legend>
        <div className="grid gap-1">
          {options.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 hover:bg-brand-50"
            >
              <input
                type="checkbox"
                name={name}
                value={option}
                checked={value.includes(option)}
                onChange={(event) => toggle(option, event.target.checked)}
                className="size-4 accent-brand-700"
              />
              {sharedText(i18n, option)}
            </label>
          ))}
        </div>
      </fieldset>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
