import { SUPPORT_EMAIL, SUPPORT_HOURS } from '../../../shared/messages';
import { PageHeader } from '../../components/page-header';
import { FeedbackForm } from './feedback-form';

export default function ContactPage() {
  return (
    <>
      <PageHeader title="Contact Us" />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 md:grid-cols-2">
        <section aria-labelledby="contact-about" className="leading-relaxed">
          <h2 id="contact-about" className="text-2xl font-bold text-brand-800">
            About Setu
          </h2>
          <p className="mt-4">
            Setu began with a simple idea: thousands of people want to teach, and hundreds of NGOs
            need teachers. We built a bridge between them, so that a software engineer in Pune, a
            student in Kolkata or a retired teacher in Jaipur can find a classroom that needs them.
          </p>
          <p className="mt-4">
            Questions, ideas, a story from your classroom or a problem with the site: we read every
            message and reply within two working days.
          </p>
          <p className="mt-4">
            You can also write to{' '}
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              {SUPPORT_EMAIL}
            </a>{' '}
            ({SUPPORT_HOURS}).
          </p>
        </section>
        <div className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
          <FeedbackForm />
        </div>
      </div>
    </>
  );
}
