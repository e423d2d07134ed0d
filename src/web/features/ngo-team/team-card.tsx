// The NGO dashboard's "Your team" card, for the NGO's owner only: the owner and the coordinators,
// each coordinator with Remove (after a yes), the open invitations with Withdraw, a form to invite
// one by email, and the team's history (docs/features.md, decision 0036).
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { formatDate } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';
import { INVITATION_DAYS, inviteSchema } from '../../../shared/ngo-team';
import { ApiError } from '../../api';
import { ActionOutcome } from '../../components/action-outcome';
import { DashboardCard } from '../../components/dashboard-card';
import { TextField } from '../../components/field';
import { LoadState } from '../../components/load-state';
import { SubmitButton, smallButtonClass } from '../../components/submit-button';
import { sharedText } from '../../i18n/shared-text';
import { useLoader } from '../../use-loader';
import {
  fetchTeam,
  fetchTeamHistory,
  inviteCoordinator,
  removeCoordinator,
  withdrawInvitation,
  type TeamData,
} from './api-calls';
import { TeamHistoryList } from './team-history';

export function TeamCard({ className = '' }: { className?: string }) {
  const { t, i18n } = useLingui();
  const { state, reload } = useLoader(fetchTeam);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [historyVersion, setHistoryVersion] = useState(0);

  const changed = async (message: string) => {
    setFailure(null);
    setNotice(message);
    setHistoryVersion((n) => n + 1);
    await reload();
  };

  return (
    <DashboardCard title={t`Your team`} className={className}>
      <p className="mb-3 text-gray-700">
        <Trans>
          Coordinators answer requests, mark attendance and write session notes for your NGO, each
          with their own email and password. Only you can change the team, the verification details
          and the profile.
        </Trans>
      </p>
      <LoadState
        state={state}
        reload={reload}
        loading={t`Loading your team…`}
        failed={t`Could not load your team.`}
      />
      <ActionOutcome message={notice} onDismiss={() => setNotice(null)} />
      <ActionOutcome
        tone="error"
        message={failure && sharedText(i18n, failure)}
        onDismiss={() => setFailure(null)}
      />
      {state.status === 'ready' && (
        <div className="grid gap-5 md:grid-cols-2">
          <div>
            <Members data={state.data} onChanged={changed} onFailed={setFailure} />
            <Invitations data={state.data} onChanged={changed} onFailed={setFailure} />
          </div>
          <InviteForm onInvited={changed} />
        </div>
      )}
      <TeamHistoryList refreshKey={historyVersion} load={fetchTeamHistory} />
    </DashboardCard>
  );
}

interface ChangeProps {
  data: TeamData;
  onChanged: (message: string) => Promise<void>;
  onFailed: (message: string) => void;
}

function Members({ data, onChanged, onFailed }: ChangeProps) {
  const { t } = useLingui();
  const [asking, setAsking] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const remove = async (uid: string, name: string) => {
    setBusy(true);
    try {
      await removeCoordinator(uid);
      setAsking(null);
      await onChanged(t`${name} was removed from your team and signed out.`);
    } catch (error) {
      onFailed((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <h3 className="mb-2 font-semibold">
        <Trans>Members</Trans>
      </h3>
      <ul className="space-y-3" data-testid="team-members">
        {data.members.map((member) => (
          <li key={member.uid} className="rounded-lg border border-brand-100 p-3">
            <p className="break-words font-semibold">
              {member.name}{' '}
              <span className="font-normal text-gray-700">
                {member.role === 'owner' ? <Trans>(owner)</Trans> : <Trans>(coordinator)</Trans>}
              </span>
            </p>
            <p className="break-words text-gray-800">{member.email}</p>
            {member.role === 'coordinator' &&
              (asking === member.uid ? (
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  <p className="w-full">
                    <Trans>Remove {member.name}? They are signed out at once.</Trans>
                  </p>
                  <button
                    type="button"
                    className={smallButtonClass}
                    disabled={busy}
                    onClick={() => void remove(member.uid, member.name)}
                  >
                    <Trans>Yes, remove</Trans>
                  </button>
                  <button
                    type="button"
                    className={smallButtonClass}
                    onClick={() => setAsking(null)}
                  >
                    <Trans>Keep</Trans>
                  </button>
                </div>
              ) : (
                <button
                  type="button"
                  className={`${smallButtonClass} mt-2`}
                  aria-label={t`Remove ${member.name}`}
                  onClick={() => setAsking(member.uid)}
                >
                  <Trans>Remove</Trans>
                </button>
              ))}
          </li>
        ))}
      </ul>
    </>
  );
}

function Invitations({ data, onChanged, onFailed }: ChangeProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  if (data.invitations.length === 0) return null;
  const withdraw = async (id: number, email: string) => {
    try {
      await withdrawInvitation(id);
      await onChanged(t`The invitation to ${email} was withdrawn.`);
    } catch (error) {
      onFailed((error as Error).message);
    }
  };
  return (
    <>
      <h3 className="mb-2 mt-4 font-semibold">
        <Trans>Invitations not yet accepted</Trans>
      </h3>
      <ul className="space-y-3">
        {data.invitations.map((invitation) => {
          const until = formatDate(new Date(invitation.expiresAt), locale);
          return (
            <li key={invitation.id} className="rounded-lg border border-brand-100 p-3">
              <p className="break-words">{invitation.email}</p>
              <p className="text-sm text-gray-700">
                <Trans>The link works until {until}.</Trans>
              </p>
              <button
                type="button"
                className={`${smallButtonClass} mt-2`}
                aria-label={t`Withdraw the invitation to ${invitation.email}`}
                onClick={() => void withdraw(invitation.id, invitation.email)}
              >
                <Trans>Withdraw</Trans>
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function InviteForm({ onInvited }: { onInvited: (message: string) => Promise<void> }) {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const days = INVITATION_DAYS;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const language = i18n.locale as Locale;
    const parsed = inviteSchema.safeParse({ email, language });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await inviteCoordinator(parsed.data.email, language);
      setEmail('');
      await onInvited(t`An invitation was emailed to ${parsed.data.email}.`);
    } catch (failure) {
      const message = (failure as Error).message;
      setError(failure instanceof ApiError ? (failure.fields.email ?? message) : message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t`Invite a coordinator`}>
      <h3 className="mb-2 font-semibold">
        <Trans>Invite a coordinator</Trans>
      </h3>
      <TextField
        label={t`Their email`}
        type="email"
        autoComplete="off"
        value={email}
        error={error}
        hint={
          <Trans>
            They get a link that works once, for {days} days, in the language you are using now.
          </Trans>
        }
        onChange={(e) => setEmail(e.target.value)}
      />
      <SubmitButton busy={busy} busyText={t`Sending…`} className="mt-3">
        <Trans>Send the invitation</Trans>
      </SubmitButton>
    </form>
  );
}
