// /checks/references: the volunteer names two referees, then follows each one's state (sent,
// reminded, answered; never the answers), sends a referee a new link or replaces one who has not
// answered (decision 0039). For signed-in volunteers only.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { formatDate } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';
import {
  REFERENCE_LINK_DAYS,
  refereeSchema,
  refereesSchema,
  type RefereesInput,
} from '../../../shared/references';
import { Alert } from '../../components/alert';
import { TextField } from '../../components/field';
import { Link } from '../../components/link';
import { OwnPage } from '../../components/own-page';
import { LoadState } from '../../components/load-state';
import { screenFor } from '../../components/require-role';
import { CancelButton, secondaryButtonClass, SubmitButton } from '../../components/submit-button';
import { useCheckedSubmit } from '../../components/use-checked-submit';
import {
  fetchReferees,
  nameReferees,
  replaceReferee,
  resendToReferee,
  type RefereesView,
} from '../../features/vetting-references/api-calls';
import { sharedText } from '../../i18n/shared-text';
import { DASHBOARDS } from '../../paths';
import { useLoader } from '../../use-loader';

type Referee = RefereesView['referees'][number];

export default screenFor('Volunteer', ChecksReferencesPage);

function ChecksReferencesPage() {
  const { t } = useLingui();
  const { state, reload, set } = useLoader(fetchReferees);
  return (
    <OwnPage title={<Trans>Your two references</Trans>}>
      <p className="mt-3 leading-relaxed">
        <Trans>
          Some NGOs ask for two references before you teach their children. Name two people who know
          you well (not family): a teacher, an employer, a colleague or someone you volunteered
          with. Setu emails each of them a short form. Their answers go to Setu’s team only.
        </Trans>
      </p>
      <p className="mt-2">
        <Link
          to={DASHBOARDS.Volunteer}
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          <Trans>Back to your dashboard</Trans>
        </Link>
      </p>
      <LoadState
        state={state}
        reload={reload}
        loading={t`Loading your references…`}
        failed={t`Could not load your references.`}
        className="mt-6"
      >
        {(view) =>
          view.referees.length === 0 ? (
            <NameForm onNamed={set} />
          ) : (
            <RefereeList view={view} onChanged={set} />
          )
        }
      </LoadState>
    </OwnPage>
  );
}

const EMPTY: RefereesInput = {
  referee1Name: '',
  referee1Email: '',
  referee2Name: '',
  referee2Email: '',
};

function NameForm({ onNamed }: { onNamed: (view: RefereesView) => void }) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<RefereesInput>(EMPTY);
  const { errors, failure, busy, formRef, submit } = useCheckedSubmit();

  const field = (key: keyof RefereesInput) => ({
    name: key,
    value: values[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [key]: e.target.value })),
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(e) =>
        void submit(e, refereesSchema, values, async (named) => onNamed(await nameReferees(named)))
      }
      className="mt-6 space-y-6 rounded-2xl border border-brand-100 p-6 shadow-sm"
      aria-labelledby="name-referees-heading"
    >
      <h2 id="name-referees-heading" className="text-2xl font-bold text-brand-800">
        <Trans>Name your referees</Trans>
      </h2>
      {(
        [
          [1, t`First referee`],
          [2, t`Second referee`],
        ] as const
      ).map(([slot, legend]) => (
        <fieldset key={slot} className="space-y-3">
          <legend className="text-lg font-semibold">{legend}</legend>
          <TextField label={t`Name`} autoComplete="off" {...field(`referee${slot}Name`)} />
          <TextField
            label={t`Email`}
            type="email"
            autoComplete="off"
            {...field(`referee${slot}Email`)}
          />
        </fieldset>
      ))}
      {failure && <Alert tone="error">{sharedText(i18n, failure)}</Alert>}
      <SubmitButton busy={busy} busyText={t`Sending…`}>
        <Trans>Send the requests</Trans>
      </SubmitButton>
    </form>
  );
}

function CheckState({ view }: { view: RefereesView }) {
  const state = view.check.state;
  if (state === 'valid') {
    return (
      <Alert tone="success" role="status">
        <Trans>Your references are complete: this check is valid.</Trans>
      </Alert>
    );
  }
  if (state === 'rejected') {
    return (
      <Alert tone="error" role="status">
        <Trans>Setu’s team could not accept your references. We emailed you why.</Trans>
      </Alert>
    );
  }
  const answered = view.referees.filter((r) => r.state === 'answered').length;
  return (
    <p role="status" className="rounded-lg border border-brand-200 bg-brand-50 p-3">
      {answered === view.referees.length ? (
        <Trans>Both referees answered. Setu’s team is reviewing the answers.</Trans>
      ) : (
        <Trans>Waiting for your referees to answer.</Trans>
      )}
    </p>
  );
}

function RefereeList({
  view,
  onChanged,
}: {
  view: RefereesView;
  onChanged: (view: RefereesView) => void;
}) {
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section aria-labelledby="referees-heading" className="mt-6 space-y-4">
      <h2 id="referees-heading" className="text-2xl font-bold text-brand-800">
        <Trans>Your referees</Trans>
      </h2>
      <CheckState view={view} />
      {notice && (
        <Alert tone="success" role="status" onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <ul className="space-y-4">
        {view.referees.map((referee) => (
          <li key={`${referee.slot}-${referee.email}`}>
            <RefereeCard
              referee={referee}
              onChanged={(next, said) => {
                onChanged(next);
                setNotice(said);
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function RefereeState({ referee }: { referee: Referee }) {
  const { i18n } = useLingui();
  const date = (iso: string) => formatDate(new Date(iso), i18n.locale as Locale, 'medium');
  if (referee.answeredAt) {
    const on = date(referee.answeredAt);
    return <Trans>Answered on {on}</Trans>;
  }
  if (referee.linkExpired) {
    const days = REFERENCE_LINK_DAYS;
    return <Trans>No answer: the link ran out after {days} days. Send a new one.</Trans>;
  }
  if (referee.remindedAt) {
    const on = date(referee.remindedAt);
    return <Trans>Reminded on {on}, waiting for an answer</Trans>;
  }
  const on = date(referee.sentAt);
  return <Trans>Sent on {on}, waiting for an answer</Trans>;
}

function RefereeCard({
  referee,
  onChanged,
}: {
  referee: Referee;
  onChanged: (view: RefereesView, notice: string) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [replacing, setReplacing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const replaceButton = useRef<HTMLButtonElement>(null);
  const name = referee.name;

  const resend = async () => {
    setBusy(true);
    setFailure(null);
    try {
      onChanged(await resendToReferee(referee.slot), t`We sent ${name} a new link.`);
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <article
      aria-labelledby={`${id}-name`}
      className="rounded-xl border border-brand-100 p-4 shadow-sm"
    >
      <h3 id={`${id}-name`} className="text-lg font-bold break-words">
        {referee.name}
      </h3>
      <p className="break-words text-gray-800">{referee.email}</p>
      <p className="mt-1" data-testid="referee-state">
        <RefereeState referee={referee} />
      </p>
      {failure && (
        <div className="mt-2">
          <Alert tone="error">{sharedText(i18n, failure)}</Alert>
        </div>
      )}
      {!referee.answeredAt && !replacing && (
        <div className="mt-3 flex flex-wrap gap-3">
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={busy}
            onClick={() => void resend()}
          >
            {busy ? t`Sending…` : <Trans>Send again to {name}</Trans>}
          </button>
          <button
            ref={replaceButton}
            type="button"
            className={secondaryButtonClass}
            onClick={() => setReplacing(true)}
          >
            <Trans>Replace {name}…</Trans>
          </button>
        </div>
      )}
      {replacing && (
        <ReplaceForm
          slot={referee.slot}
          onCancel={() => {
            setReplacing(false);
            requestAnimationFrame(() => replaceButton.current?.focus());
          }}
          onReplaced={(view, newName) => {
            setReplacing(false);
            onChanged(view, t`We asked ${newName} for a reference.`);
          }}
        />
      )}
    </article>
  );
}

function ReplaceForm({
  slot,
  onCancel,
  onReplaced,
}: {
  slot: number;
  onCancel: () => void;
  onReplaced: (view: RefereesView, name: string) => void;
}) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState({ name: '', email: '' });
  const { errors, failure, busy, submit } = useCheckedSubmit();

  return (
    <form
      noValidate
      onSubmit={(e) =>
        void submit(e, refereeSchema, values, async (referee) =>
          onReplaced(await replaceReferee(slot, referee), referee.name),
        )
      }
      className="mt-4 space-y-3"
    >
      <p>
        <Trans>The link we sent before stops working.</Trans>
      </p>
      <TextField
        label={t`New referee's name`}
        name="name"
        autoComplete="off"
        autoFocus
        value={values.name}
        error={errors.name}
        onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
      />
      <TextField
        label={t`New referee's email`}
        name="email"
        type="email"
        autoComplete="off"
        value={values.email}
        error={errors.email}
        onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
      />
      {failure && <Alert tone="error">{sharedText(i18n, failure)}</Alert>}
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={busy} busyText={t`Sending…`}>
          <Trans>Send to the new referee</Trans>
        </SubmitButton>
        <CancelButton onCancel={onCancel} />
      </div>
    </form>
  );
}
