// The form of a volunteer's break: the partnership (when there is more than one), the first day,
// how many weeks and the reason the NGO reads. Checked with the shared schema before it is sent;
// the server's refusals show beside their field or above the button.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { BREAK_LIMITS, breakSchema, type BreakValues } from '../../../shared/breaks';
import { Alert } from '../../components/alert';
import { controlClass, Field, TextAreaField } from '../../components/field';
import { issuesByField, serverFields } from '../../components/form-errors';
import { SubmitButton } from '../../components/submit-button';
import { sharedText } from '../../i18n/shared-text';
import { takeBreak, type Breakable } from './api-calls';

const FIELDS = ['requestId', 'startsOn', 'weeks', 'reason'] as const;
type FieldName = (typeof FIELDS)[number];
type Errors = Partial<Record<FieldName, string>>;

const WEEKS = Array.from(
  { length: BREAK_LIMITS.maxWeeks - BREAK_LIMITS.minWeeks + 1 },
  (_, i) => BREAK_LIMITS.minWeeks + i,
);

export function BreakForm({
  partnerships,
  today,
  initialRequestId,
  onTaken,
  pauseClass,
}: {
  partnerships: readonly Breakable[];
  today: string;
  initialRequestId?: number;
  onTaken: (cancelled: number) => void;
  /** The NGO's pause of one class (no partnership to choose; the volunteers read the reason). */
  pauseClass?: (values: BreakValues) => Promise<{ cancelled: number }>;
}) {
  const { i18n, t } = useLingui();
  const [values, setValues] = useState({
    requestId: String(initialRequestId ?? partnerships[0]?.requestId ?? ''),
    startsOn: today,
    weeks: '2',
    reason: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const showErrors = (found: Errors) => {
    setErrors(found);
    const first = FIELDS.find((name) => found[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = breakSchema.safeParse(values);
    if (!parsed.success) return showErrors(issuesByField<Errors>(parsed.error));
    setErrors({});
    setBusy(true);
    try {
      const answer = pauseClass
        ? await pauseClass(parsed.data)
        : await takeBreak(Number(values.requestId), parsed.data);
      onTaken(answer.cancelled);
    } catch (error) {
      const fields = serverFields<Errors>(error);
      if (fields) showErrors(fields);
      else setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: FieldName) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
  });
  const errorText = (name: FieldName) => errors[name] && sharedText(i18n, errors[name]);

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={pauseClass ? t`Pause this class` : t`Take a break`}
      onSubmit={(event) => void onSubmit(event)}
      className="mt-3 space-y-3 rounded-lg bg-brand-50 p-3"
    >
      {partnerships.length > 1 && (
        <Field label={t`Partnership`}>
          {(control) => (
            <select {...control} {...field('requestId')} className={controlClass}>
              {partnerships.map((p) => (
                <option key={p.requestId} value={p.requestId}>
                  {p.ngoName}
                  {p.day ? ` · ${sharedText(i18n, p.day)}` : ''}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t`First day of the break`} error={errorText('startsOn')}>
          {(control) => (
            <input
              type="date"
              min={today}
              {...control}
              {...field('startsOn')}
              className={controlClass}
            />
          )}
        </Field>
        <Field label={t`How long`} error={errorText('weeks')}>
          {(control) => (
            <select {...control} {...field('weeks')} className={controlClass}>
              {WEEKS.map((n) => (
                <option key={n} value={n}>
                  <Plural value={n} one="# week" other="# weeks" />
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <TextAreaField
        label={pauseClass ? t`Reason (the volunteers read it)` : t`Reason (the NGO reads it)`}
        hint={
          pauseClass ? t`For example: Diwali vacation.` : t`For example: exams, or travelling home.`
        }
        maxLength={BREAK_LIMITS.reasonMax}
        rows={2}
        error={errorText('reason')}
        {...field('reason')}
      />
      <p className="text-sm text-gray-700">
        {pauseClass ? (
          <Trans>
            The class's sessions in those weeks are cancelled and its volunteers are told. They come
            back by themselves after the pause.
          </Trans>
        ) : (
          <Trans>
            The sessions in those weeks are cancelled and the NGO is told. They come back by
            themselves after the break.
          </Trans>
        )}
      </p>
      {failure && <Alert tone="error">{sharedText(i18n, failure)}</Alert>}
      <SubmitButton busy={busy} busyText={t`Saving…`}>
        {pauseClass ? t`Pause the class` : t`Take the break`}
      </SubmitButton>
    </form>
  );
}
