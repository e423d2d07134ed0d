import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '../../components/alert';
import { prefersReducedMotion } from '../../layout/scroll-to-top';
import { ACCOUNT_DELETED, PATHS, SCROLL_TO_SUCCESS } from '../../paths';
import { HeroArt } from './hero-art';
import { HowItWorks } from './how-it-works';
import { SuccessSection } from './success-section';
import { Link } from '../../components/link';

export default function HomePage() {
  const { key, state } = useLocation();
  const successRef = useRef<HTMLElement>(null);
  const toSuccess = state === SCROLL_TO_SUCCESS;

  // Runs again for every click on a Success Stories link (a new location key), also on /.
  useEffect(() => {
    const section = successRef.current;
    if (!toSuccess || !section) return;
    section.scrollIntoView({
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      block: 'start',
    });
    section.focus({ preventScroll: true });
  }, [key, toSuccess]);

  return (
    <>
      {state === ACCOUNT_DELETED && (
        <div className="mx-auto max-w-6xl px-4 pt-6">
          <Alert tone="success">
            <Trans>Your account has been deleted. Thank you for the time you gave to Setu.</Trans>
          </Alert>
        </div>
      )}
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 md:grid-cols-2 md:py-20">
          <div>
            <p className="font-semibold tracking-wide text-brand-700 uppercase">
              <Trans>Volunteer. Teach. Inspire.</Trans>
            </p>
            <h1 className="mt-3 text-4xl leading-tight font-extrabold text-ink sm:text-5xl">
              <Trans>Be the bridge between a child and a brighter future</Trans>
            </h1>
            <p className="mt-5 text-lg leading-relaxed">
              <Trans>
                Setu connects volunteers with NGOs that teach children and teenagers across India.
                Give an hour a week in your own city, at a time that suits you.
              </Trans>
            </p>
            <Link
              to={PATHS.joinUs}
              className="mt-8 inline-block rounded-lg bg-brand-700 px-7 py-3 text-lg font-semibold text-white shadow hover:bg-brand-800"
            >
              <Trans>Join Us</Trans>
            </Link>
          </div>
          <div className="flex justify-center">
            <HeroArt />
          </div>
        </div>
      </section>

      <section aria-labelledby="about-heading" className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h2 id="about-heading" className="text-3xl font-bold text-brand-800">
          <Trans>About</Trans>
        </h2>
        <p className="mt-5 text-lg leading-relaxed">
          <Trans>
            We believe quality education is a right, not a privilege. Yet many NGOs teaching
            children in bastis, villages and shelters are short of teachers, while many people who
            would gladly teach do not know where to begin.
          </Trans>
        </p>
        <p className="mt-4 text-lg leading-relaxed">
          <Trans>
            Setu bridges educators and communities: volunteers share their time, skills and
            languages, NGOs tell us what their students need, and together they give every child a
            fair chance to learn.
          </Trans>
        </p>
      </section>

      <HowItWorks />

      <SuccessSection sectionRef={successRef} load={toSuccess} />
    </>
  );
}
