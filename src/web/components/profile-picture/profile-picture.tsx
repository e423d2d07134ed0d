import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ChangeEvent } from 'react';
import { secondaryButtonClass } from '../submit-button';
import { downscale, loadPicture, PICTURE_MESSAGES, savePicture, validateFile } from './image';

/**
 * Profile picture upload of both dashboards (spec §2, §4; README → The specification): an image file, downscaled here to
 * at most 256 px and kept in localStorage `profilePic`; shown at once and on every return.
 */
export function ProfilePicture({ name }: { name: string }) {
  const { i18n, t } = useLingui();
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const [picture, setPicture] = useState<string | null>(() => loadPicture());
  const [message, setMessage] = useState<MessageDescriptor | null>(null);
  const [busy, setBusy] = useState(false);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const problem = validateFile(file);
    if (problem) {
      setMessage(problem);
      input.value = '';
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const dataUrl = await downscale(file);
      setPicture(dataUrl);
      // Shown even if it cannot be kept: the message says it will be gone on the next visit.
      setMessage(savePicture(dataUrl));
    } catch {
      setMessage(PICTURE_MESSAGES.unreadable);
    } finally {
      setBusy(false);
      input.value = '';
    }
  };

  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <div className="flex flex-col items-center gap-3 sm:items-start">
      {picture ? (
        <img
          src={picture}
          alt={t`Profile picture of ${name}`}
          className="size-28 rounded-full border-4 border-brand-100 object-cover shadow"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex size-28 items-center justify-center rounded-full border-4 border-brand-100 bg-brand-50 text-4xl font-bold text-brand-700"
        >
          {initial}
        </div>
      )}
      <div className="w-full max-w-xs text-center sm:text-left">
        {/* The file input stays the real control (keyboard, screen readers, its label as its
            name) but hidden; its label is what people see and click, drawn as a button. */}
        <input
          id={inputId}
          type="file"
          accept="image/*"
          disabled={busy}
          aria-describedby={message ? messageId : undefined}
          onChange={onChange}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className={`${secondaryButtonClass} cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-wait peer-disabled:opacity-70`}
        >
          {picture ? t`Change profile picture` : t`Upload profile picture`}
        </label>
        {busy && (
          <p role="status" className="mt-1 text-sm text-gray-700">
            <Trans>Preparing your picture…</Trans>
          </p>
        )}
        {message && (
          <p id={messageId} role="alert" className="mt-1 text-sm font-medium text-red-800">
            {i18n._(message)}
          </p>
        )}
      </div>
    </div>
  );
}
