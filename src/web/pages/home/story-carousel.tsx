// Its own chunk: embla and the 15 stories load only when the success stories come near
// (success-section.tsx loads the stories' catalogue with it).
import { useLingui } from '@lingui/react/macro';
import { STORIES } from '../../../shared/stories';
import { Carousel } from '../../components/carousel/carousel';
import { StoryCard } from '../../components/story-card';

export default function StoryCarousel() {
  const { t } = useLingui();
  return (
    <Carousel
      items={STORIES}
      labels={{
        region: t`Success stories`,
        previous: t`Previous story`,
        next: t`Next story`,
        dots: t`Choose a story`,
        goTo: (position) => t`Go to story ${position}`,
        status: (position, total) => t`Story ${position} of ${total}`,
      }}
      getKey={(story) => story.id}
      renderItem={(story) => <StoryCard story={story} />}
    />
  );
}
