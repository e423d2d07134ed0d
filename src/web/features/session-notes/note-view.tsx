import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../shared/locales';
import { sessionDay } from '../teaching-sessions/session-words';
import type { SessionNote } from './api-calls';
import { Detail } from '../../components/detail';

/**
 * Where a note is read: under its own session (the author is "the volunteer" or "the NGO" of
 * that partnership), before a later session of the class (another volunteer: by role only), or on
 * the NGO's class page (its volunteers by name, as its dashboard names them).
 */
export type NoteContext = 'session' | 'class' | 'ngo-class';

function useByline() {
  const { t, i18n } = useLingui();
  return (note: SessionNote, context: NoteContext) => {
    const locale = i18n.locale as Locale;
    const on = sessionDay(note.writtenAt, locale);
    const name = note.authorName;
    const by = note.byYou
      ? t`Written by you on ${on}`
      : name
        ? t`Written by ${name} on ${on}`
        : note.authorRole === 'ngo'
          ? t`Written by the NGO on ${on}`
          : context === 'session'
            ? t`Written by the volunteer on ${on}`
            : t`Written by a volunteer of this class on ${on}`;
    if (!note.editedAt) return by;
    const edited = sessionDay(note.editedAt, locale);
    return t`${by}, edited on ${edited}`;
  };
}

/** One note: what was covered, what comes next, who wrote it and when. */
export function NoteView({
  note,
  context,
  showSession = false,
}: {
  note: SessionNote;
  context: NoteContext;
  /** Names the session the note is about (a class's notes, not one session's). */
  showSession?: boolean;
}) {
  const { i18n } = useLingui();
  const byline = useByline();
  const day = sessionDay(note.sessionStartsAt, i18n.locale as Locale);
  return (
    <div data-testid="session-note" className="rounded-lg border border-brand-100 bg-white p-3">
      {showSession && (
        <p className="font-semibold text-brand-800">
          <Trans>Class of {day}</Trans>
        </p>
      )}
      <dl className="space-y-1">
        <div>
          <Detail term={<Trans>What was covered</Trans>} written>
            {note.covered}
          </Detail>
        </div>
        {note.next && (
          <div>
            <Detail term={<Trans>What comes next</Trans>} written>
              {note.next}
            </Detail>
          </div>
        )}
      </dl>
      <p className="mt-1 text-sm text-gray-700">{byline(note, context)}</p>
    </div>
  );
}
