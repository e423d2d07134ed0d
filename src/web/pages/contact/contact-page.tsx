import { Trans, useLingui } from '@lingui/react/macro';
import { SUPPORT_EMAIL, SUPPORT_HOURS } from '../../../shared/messages';
import { PageHeader } from '../../components/page-header';
import { sharedText } from '../../i18n/shared-text';
import { FeedbackForm } from './feedback-form';

export default function ContactPage() {
  const { i18n, t } = useLingui();
  const hours = sharedText(i18n, SUPPORT_HOURS);
  return (
    <>
      <PageHeader title={t`Contact Us`} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 md:grid-cols-2">
        <section aria-labelledby="contact-about" className="leading-relaxed">
          <h2 id="contact-about" className="text-2xl font-bold text-brand-800">
            <Trans>About Setu</Trans>
          </h2>
          <p className="mt-4">
            <Trans>
              Setu began with a simple idea: thousands of people want to teach, and hundreds of NGOs
              need teachers. We built a bridge between them, so that a software engineer in Pune, a
              student in Kolkata or a retired teacher in Jaipur can find a classroom that needs
              them.
            </Trans>
          </p>
          <p className="mt-4">
            <Trans>
              Questions, ideas, a story from your classroom or a problem with the site: we read
              every message and reply within two working days.
            </Trans>
          </p>
          <p className="mt-4">
            <Trans>
              You can also write to{' '}
              <a
                href={`mailto:${SUPPORT_EMAIL}`}
                className="font-semibold text-brand-700 underline underline-offset-4"
              >
                {SUPPORT_EMAIL}
              </a>{' '}
              ({hours}).
            </Trans>
          </p>
        </section>
        <div className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
          <FeedbackForm />
        </div>
      </div>
    </>
  );
}
