import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { LoadState } from '../../components/load-state';
import { smallButtonClass } from '../../components/submit-button';
import { sharedText } from '../../i18n/shared-text';
import { useLoader } from '../../use-loader';
import { fetchSessionNotes, type SessionNote, type SessionNotesData } from './api-calls';
import { NoteForm } from './note-form';
import { NoteView } from './note-view';

/**
 * "Session notes" under a session that is over: a button opens the notes of both sides and this
 * side's form (to write them, or edit them).
 */
export function SessionNotesToggle({ sessionId, when }: { sessionId: number; when: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="mt-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className={smallButtonClass}
      >
        <Trans>
          Session notes<span className="sr-only"> for {when}</span>
        </Trans>
      </button>
      <div id={panelId} className="mt-2">
        {open && <SessionNotesPanel sessionId={sessionId} />}
      </div>
    </div>
  );
}

function SessionNotesPanel({ sessionId }: { sessionId: number }) {
  const { t } = useLingui();
  const { state, set } = useLoader(() => fetchSessionNotes(sessionId), sessionId);
  if (state.status !== 'ready') {
    return <LoadState state={state} loading={t`Loading the notes…`} />;
  }
  const saved = (note: SessionNote) =>
    set({ ...state.data, notes: [...state.data.notes.filter((n) => !n.byYou), note] });
  return <Notes data={state.data} sessionId={sessionId} onSaved={saved} />;
}

function Notes({
  data,
  sessionId,
  onSaved,
}: {
  data: SessionNotesData;
  sessionId: number;
  onSaved: (note: SessionNote) => void;
}) {
  const { i18n } = useLingui();
  const theirs = data.notes.filter((n) => !n.byYou);
  const mine = data.notes.find((n) => n.byYou);
  return (
    <div className="space-y-3">
      {theirs.map((note) => (
        <NoteView key={note.id} note={note} context="session" />
      ))}
      {data.canWrite ? (
        <NoteForm sessionId={sessionId} mine={mine} onSaved={onSaved} />
      ) : (
        <>
          {mine && <NoteView note={mine} context="session" />}
          {data.refusal && (
            <p className="text-sm text-gray-700">{sharedText(i18n, data.refusal)}</p>
          )}
        </>
      )}
      {!data.canWrite && data.notes.length === 0 && !data.refusal && (
        <p className="text-sm text-gray-700">
          <Trans>No notes yet.</Trans>
        </p>
      )}
    </div>
  );
}
