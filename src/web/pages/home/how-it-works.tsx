import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LineIcon } from '../../components/line-icon';

const STEPS = [
  {
    title: msg`Sign Up & Customize`,
    text: msg`Create your profile in minutes: your city, the days and times you are free, the subjects you enjoy and the languages you speak.`,
    icon: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" />,
  },
  {
    title: msg`Get Matched with NGOs`,
    text: msg`Search NGOs by topic, day and location, and connect with the ones whose needs fit your time and skills.`,
    icon: <path d="M8 12h8M5 8l-3 4 3 4M19 8l3 4-3 4" />,
  },
  {
    title: msg`Start Teaching & Inspiring`,
    text: msg`Teach, mentor and encourage children and teenagers, and watch them grow in confidence week after week.`,
    icon: <path d="M3 6l9-3 9 3-9 3zM7 8v5c0 2 10 2 10 0V8M21 6v6" />,
  },
];

export function HowItWorks() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="how-heading" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="how-heading" className="text-center text-3xl font-bold text-brand-800">
        <Trans>How It Works</Trans>
      </h2>
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => {
          const number = index + 1;
          return (
            <li
              key={step.title.id}
              className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm"
            >
              <div className="flex items-center gap-3">
                <span className="inline-flex h-12 w-12 flex-none items-center justify-center rounded-full bg-brand-100 text-brand-700">
                  <LineIcon size={24}>{step.icon}</LineIcon>
                </span>
                <span className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                  <Trans>Step {number}</Trans>
                </span>
              </div>
              <h3 className="mt-4 text-xl font-bold">{i18n._(step.title)}</h3>
              <p className="mt-2 leading-relaxed">{i18n._(step.text)}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
