// The class page's "Pause this class": the NGO pauses one class for a holiday period, the same
// break on each of its running partnerships (src/server/breaks; an NGO-wide holiday is the terms
// card's). Listed afterwards on the dashboard's Breaks card.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { indiaIsoDate } from '../../../shared/time';
import { ActionOutcome } from '../../components/action-outcome';
import { DashboardCard } from '../../components/dashboard-card';
import { secondaryButtonClass } from '../../components/submit-button';
import { pauseClass } from './api-calls';
import { BreakForm } from './break-form';
import { pausedText } from './break-words';

export function PauseClassCard({ classId, onPaused }: { classId: string; onPaused?: () => void }) {
  const { i18n, t } = useLingui();
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <DashboardCard title={t`Pause this class`}>
      <ActionOutcome message={notice} onDismiss={() => setNotice(null)} />
      {open ? (
        <BreakForm
          partnerships={[]}
          today={indiaIsoDate(new Date())}
          pauseClass={(values) => pauseClass(classId, values)}
          onTaken={(cancelled) => {
            setOpen(false);
            setNotice(pausedText(i18n, cancelled));
            onPaused?.();
          }}
        />
      ) : (
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() => {
            setNotice(null);
            setOpen(true);
          }}
        >
          {t`Pause this class`}
        </button>
      )}
    </DashboardCard>
  );
}
