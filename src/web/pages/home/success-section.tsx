import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, type RefObject } from 'react';
import { useNearViewport } from '../../components/use-near-viewport';
import { loadScreenCatalogs } from '../../i18n/language';
import { PATHS } from '../../paths';
import { Link } from '../../components/link';

const StoryCarousel = lazy(async () => {
  const [module] = await Promise.all([
    import('./story-carousel'),
    loadScreenCatalogs(['stories', 'components/carousel']),
  ]);
  return module;
});

export const SUCCESS_SECTION_ID = 'success-stories';

/**
 * The success stories section. The carousel (embla and the stories) loads once the section is
 * within a screen of the viewport, or at once when the page was asked to scroll here, so it
 * stays out of the home page's first load. The placeholder keeps the carousel's height.
 */
export function SuccessSection({
  sectionRef,
  load,
}: {
  sectionRef: RefObject<HTMLElement | null>;
  load: boolean;
}) {
  // Within a screen of the viewport.
  const [probe, near] = useNearViewport<HTMLDivElement>('100% 0px');

  const show = near || load;
  return (
    <section
      ref={sectionRef}
      id={SUCCESS_SECTION_ID}
      aria-labelledby="success-heading"
      tabIndex={-1}
      className="bg-brand-50 py-16 outline-none"
    >
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="success-heading" className="text-center text-3xl font-bold text-brand-800">
          <Trans>Success Stories</Trans>
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center">
          <Trans>
            Real change in real classrooms: a few of the moments our volunteers and partner NGOs are
            proudest of.
          </Trans>
        </p>
        <div ref={probe} className="carousel-frame mt-8">
          {show ? (
            <Suspense fallback={<div className="carousel-placeholder" aria-hidden="true" />}>
              <StoryCarousel />
            </Suspense>
          ) : (
            <div className="carousel-placeholder" aria-hidden="true" />
          )}
        </div>
        <p className="mt-8 text-center">
          <Link
            to={PATHS.successStories}
            className="inline-block rounded-lg border border-brand-700 px-5 py-2 font-semibold text-brand-700 hover:bg-white"
          >
            <Trans>All stories</Trans>
          </Link>
        </p>
      </div>
    </section>
  );
}
