import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { LoadState } from '../../components/load-state';
import { useLoader } from '../../use-loader';
import { fetchLastNotes } from './api-calls';
import { NoteView } from './note-view';

/**
 * Before a volunteer's next session: the last notes written for an earlier session of the same
 * class, by any of its volunteers or the NGO, named by role only.
 */
export function LastClassNotes({ sessionId }: { sessionId: number }) {
  const { t } = useLingui();
  const headingId = useId();
  const { state, reload } = useLoader(() => fetchLastNotes(sessionId), sessionId);
  return (
    <section aria-labelledby={headingId} className="mt-3" data-testid="last-class-notes">
      <h3 id={headingId} className="mb-2 font-bold text-gray-900">
        <Trans>Notes from the last class</Trans>
      </h3>
      <LoadState
        state={state}
        reload={reload}
        loading={t`Loading the last class's notes…`}
        failed={t`Could not load the notes.`}
      />
      {state.status === 'ready' &&
        (state.data.notes.length === 0 ? (
          <p className="text-sm text-gray-700">
            <Trans>No notes from earlier classes yet.</Trans>
          </p>
        ) : (
          <div className="space-y-2">
            {state.data.notes.map((note) => (
              <NoteView key={note.id} note={note} context="class" showSession />
            ))}
          </div>
        ))}
    </section>
  );
}
