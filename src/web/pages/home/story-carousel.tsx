// Its own chunk: embla and the 15 stories load only when the success stories come near.
import { STORIES } from '../../../shared/stories';
import { Carousel } from '../../components/carousel/carousel';
import { StoryCard } from '../../components/story-card';

export default function StoryCarousel() {
  return (
    <Carousel
      items={STORIES}
      label="Success stories"
      itemName="story"
      getKey={(story) => story.id}
      renderItem={(story) => <StoryCard story={story} />}
    />
  );
}
