import { Trans, useLingui } from '@lingui/react/macro';
import { STORIES } from '../../../shared/stories';
import { PageHeader } from '../../components/page-header';
import { StoryCard } from '../../components/story-card';

export default function SuccessStoriesPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Success Stories`}>
        <p>
          <Trans>
            Fifteen moments from classrooms, platforms and village centres where volunteers and NGOs
            made a difference.
          </Trans>
        </p>
      </PageHeader>
      <ul className="mx-auto grid max-w-6xl gap-6 px-4 pb-16 sm:grid-cols-2 lg:grid-cols-3">
        {STORIES.map((story) => (
          <li key={story.id}>
            <StoryCard story={story} headingLevel={2} />
          </li>
        ))}
      </ul>
    </>
  );
}
