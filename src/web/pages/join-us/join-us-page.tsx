import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../components/page-header';
import { PATHS } from '../../paths';
import { Link } from '../../components/link';

const CHOICES = [
  {
    title: msg`For volunteers`,
    text: msg`Students, professionals and retired teachers: share an hour or more a week teaching English, Maths, Hindi, EVS or communication skills.`,
    to: PATHS.signupVolunteer,
    action: msg`Join as Volunteer`,
  },
  {
    title: msg`For NGOs`,
    text: msg`Tell us what your students need and when, and meet volunteers in your city who can help.`,
    to: PATHS.signupNgo,
    action: msg`Join as NGO`,
  },
];

export default function JoinUsPage() {
  const { i18n, t } = useLingui();
  return (
    <>
      <PageHeader title={t`Join the Movement`}>
        <p>
          <Trans>
            Every child deserves a good teacher. Choose how you would like to be part of Setu.
          </Trans>
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-4xl gap-6 px-4 pb-16 md:grid-cols-2">
        {CHOICES.map((choice, index) => (
          <section
            key={choice.to}
            aria-labelledby={`join-choice-${index}`}
            className="flex flex-col rounded-2xl border border-brand-100 bg-white p-6 text-center shadow-sm"
          >
            <h2 id={`join-choice-${index}`} className="text-xl font-bold text-brand-800">
              {i18n._(choice.title)}
            </h2>
            <p className="mt-3 flex-1 leading-relaxed">{i18n._(choice.text)}</p>
            <Link
              to={choice.to}
              className="mt-6 inline-block rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
            >
              {i18n._(choice.action)}
            </Link>
          </section>
        ))}
      </div>
    </>
  );
}
