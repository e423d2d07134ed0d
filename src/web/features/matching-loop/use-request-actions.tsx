import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/alert';
import { sharedText } from '../../i18n/shared-text';

interface Notice {
  tone: 'success' | 'error';
  text: string;
}

/**
 * The actions on a side's requests (accept, decline, withdraw, end): each clears the last notice,
 * runs, says what happened (in the server's words when it failed) and reloads the list. The
 * pressed button goes away with the request's old state, so focus goes to the notice instead of
 * falling back to the top of the page.
 */
export function useRequestActions(reload: () => Promise<void>, onChange?: () => void) {
  const { i18n } = useLingui();
  const [notice, setNotice] = useState<Notice | null>(null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) box.current?.focus();
  }, [notice]);

  /** Runs `work`; `handled` may take an error over (it then shows no notice and keeps the list). */
  const run = async (
    text: string,
    work: () => Promise<unknown>,
    handled: (error: unknown) => boolean = () => false,
  ) => {
    setNotice(null);
    try {
      await work();
      setNotice({ tone: 'success', text });
      onChange?.();
    } catch (error) {
      if (handled(error)) return;
      setNotice({ tone: 'error', text: sharedText(i18n, (error as Error).message) });
    }
    await reload();
  };

  const noticeBox = notice && (
    <div ref={box} tabIndex={-1} className="mb-4">
      <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
        {notice.text}
      </Alert>
    </div>
  );
  return { run, noticeBox };
}
