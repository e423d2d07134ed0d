import { Trans, useLingui } from '@lingui/react/macro';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { api, unwrap, type InferResponseType } from '../../api';
import { Alert } from '../../components/alert';
import { DemoLabel } from '../../components/demo-label';
import { FullLabel } from '../../components/full-label';
import { PageHeader } from '../../components/page-header';
import { formatNumber } from '../../../shared/intl-format';
import { isLocale } from '../../../shared/locales';
import { sharedText } from '../../i18n/shared-text';
import { ReportConcern } from '../../components/report-concern-button';
import { ngoListTargetId } from '../../features/report-concern/target-ids';
import { VerifiedLabel } from '../../components/verified-label';
import { LineIcon } from '../../components/line-icon';

type Ngo = Extract<InferResponseType<typeof api.ngos.$get>, { ngos: unknown }>['ngos'][number];

type State =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'done'; ngos: Ngo[] };

export default function NgoListPage() {
  const { i18n, t } = useLingui();
  const [state, setState] = useState<State>({ status: 'loading' });

  const load = useCallback(async (signal?: AbortSignal) => {
    setState({ status: 'loading' });
    try {
      const { ngos } = await unwrap(api.ngos.$get(undefined, { init: { signal } }));
      // Every partner NGO's card at once: as a transition React renders them in slices, so the
      // page keeps answering input meanwhile instead of blocking for the whole list.
      if (!signal?.aborted) startTransition(() => setState({ status: 'done', ngos }));
    } catch (error) {
      if (signal?.aborted) return;
      setState({ status: 'error', message: (error as Error).message });
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  return (
    <>
      <PageHeader title={t`Our Partner NGOs`}>
        <p>
          <Trans>
            Organisations across ten cities that teach children and teenagers every week, and need
            volunteers like you.
          </Trans>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-4 pb-16">
        {state.status === 'error' && (
          <div className="mx-auto max-w-xl space-y-4 text-center">
            <Alert tone="error">
              <Trans>Could not load the NGOs.</Trans> {sharedText(i18n, state.message)}
            </Alert>
            <button
              type="button"
              onClick={() => void load()}
              className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
            >
              <Trans>Retry</Trans>
            </button>
          </div>
        )}
        {state.status === 'loading' && (
          <div
            aria-busy="true"
            aria-label={t`Loading NGOs`}
            role="status"
            className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          >
            {Array.from({ length: 6 }, (_, index) => (
              <div
                key={index}
                className="h-48 animate-pulse rounded-2xl bg-brand-50 motion-reduce:animate-none"
              />
            ))}
          </div>
        )}
        {state.status === 'done' && (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={t`Partner NGOs`}>
            {state.ngos.map((ngo) => (
              <li
                key={ngo.id}
                className="flex flex-col rounded-2xl border border-brand-100 bg-white p-6 shadow-sm"
              >
                <h2 className="text-xl font-bold text-brand-800">{ngo.name}</h2>
                {/* The spec's partner cards are not accounts: only registered NGOs carry `verified`. */}
                {!('verified' in ngo) && (
                  <div className="mt-1">
                    <SampleLabel />
                  </div>
                )}
                {'demo' in ngo && ngo.demo === true && (
                  <div className="mt-1">
                    <DemoLabel />
                  </div>
                )}
                {'full' in ngo && ngo.full === true && (
                  <div className="mt-1">
                    <FullLabel />
                  </div>
                )}
                {/* Registered NGOs only: the spec's partner cards are not accounts. */}
                {'verified' in ngo && typeof ngo.verified === 'boolean' && (
                  <div className="mt-1">
                    <VerifiedLabel verified={ngo.verified} />
                  </div>
                )}
                <p className="mt-1 flex items-center gap-1 text-sm font-medium text-stone-700">
                  <LineIcon size={16}>
                    <path d="M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12z" />
                    <circle cx="12" cy="9" r="2.5" />
                  </LineIcon>
                  <span>{sharedText(i18n, ngo.location)}</span>
                </p>
                <p className="mt-3 flex-1 leading-relaxed">{ngo.description}</p>
                <p className="mt-4 inline-block self-start rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
                  <VolunteersNeeded count={ngo.volunteersNeeded} />
                </p>
                <div className="mt-3">
                  <ReportConcern
                    targetKind="listing"
                    targetId={ngoListTargetId(ngo.id)}
                    name={ngo.name}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

/** Marks a built-in sample card, so nobody waits for an answer from it. */
function SampleLabel() {
  return (
    <span
      data-testid="sample-label"
      className="inline-block rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-semibold text-gray-800"
    >
      <Trans>
        Sample
        <span className="sr-only">: an example listing, with no NGO account behind it yet</span>
      </Trans>
    </span>
  );
}

function VolunteersNeeded({ count }: { count: number }) {
  const { i18n } = useLingui();
  const needed = formatNumber(count, isLocale(i18n.locale) ? i18n.locale : 'en');
  return <Trans>Volunteers needed: {needed}</Trans>;
}
