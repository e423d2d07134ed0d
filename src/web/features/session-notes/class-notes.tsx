import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Weekday } from '../../../shared/options';
import { LoadState } from '../../components/load-state';
import { smallButtonClass } from '../../components/submit-button';
import { useLoader } from '../../use-loader';
import { fetchClassNotes } from './api-calls';
import { NoteView } from './note-view';

/**
 * The notes of one of the NGO's classes (its day and time), the latest first, a page at a time:
 * for the NGO's class page.
 */
export function ClassNotes({ day, timeSlot }: { day: Weekday; timeSlot: string }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const { state, reload } = useLoader(
    () => fetchClassNotes(day, timeSlot, page),
    `${day}|${timeSlot}|${page}`,
  );
  return (
    <div className="space-y-3" data-testid="class-notes">
      <LoadState state={state} reload={reload} loading={t`Loading the class's notes…`} />
      {state.status === 'ready' && (
        <>
          {state.data.notes.length === 0 ? (
            <p className="text-sm text-gray-700">
              <Trans>No notes for this class yet.</Trans>
            </p>
          ) : (
            state.data.notes.map((note) => (
              <NoteView key={note.id} note={note} context="ngo-class" showSession />
            ))
          )}
          {(page > 1 || state.data.hasMore) && (
            <nav aria-label={t`Pages of notes`} className="flex flex-wrap gap-2">
              {page > 1 && (
                <button
                  type="button"
                  className={smallButtonClass}
                  onClick={() => setPage(page - 1)}
                >
                  <Trans>Newer notes</Trans>
                </button>
              )}
              {state.data.hasMore && (
                <button
                  type="button"
                  className={smallButtonClass}
                  onClick={() => setPage(page + 1)}
                >
                  <Trans>Older notes</Trans>
                </button>
              )}
            </nav>
          )}
        </>
      )}
    </div>
  );
}
