import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { controlClass, Field } from './field';

/**
 * A password input with a Show/Hide toggle, so people on phones can check what they typed.
 * Extra props (register's name, ref, onChange, onBlur, autoComplete) go to the input.
 */
export function PasswordField({
  label,
  error,
  hint,
  className,
  toggleLabel,
  ...input
}: {
  label: string;
  /** The Show button's accessible name; it must say which password it reveals. */
  toggleLabel?: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
} & Omit<ComponentPropsWithRef<'input'>, 'type' | 'id' | 'className'>) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  const field = label.toLowerCase();
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <div className="flex gap-2">
          <input
            {...input}
            {...control}
            type={visible ? 'text' : 'password'}
            className={controlClass}
          />
          <button
            type="button"
            aria-pressed={visible}
            aria-label={toggleLabel ?? t`Show ${field}`}
            onClick={() => setVisible((was) => !was)}
            className="shrink-0 rounded-lg border border-gray-400 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 aria-pressed:bg-brand-100"
          >
            <Trans>Show</Trans>
          </button>
        </div>
      )}
    </Field>
  );
}
