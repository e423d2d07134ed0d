import { useLingui } from '@lingui/react';
import type { Story } from '../../shared/stories';

/**
 * One success story; used by the home carousel and the /SuccessStories page, which load the
 * "stories" catalogue first.
 */
export function StoryCard({ story, headingLevel = 3 }: { story: Story; headingLevel?: 2 | 3 }) {
  const { _ } = useLingui();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex h-full flex-col rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
      <span aria-hidden="true" className="text-4xl leading-none font-black text-brand-600">
        “
      </span>
      <Heading className="mt-1 text-lg font-bold text-brand-800">{_(story.title)}</Heading>
      <p className="mt-2 leading-relaxed">{_(story.description)}</p>
    </article>
  );
}
