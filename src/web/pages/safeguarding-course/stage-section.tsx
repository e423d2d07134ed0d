import type { ReactNode, RefObject } from 'react';

/**
 * A stage of the course page after the screens (the quiz, its result): a section named by its
 * heading, which the page focuses when the stage opens (safeguarding-course-page.tsx).
 */
export function StageSection({
  id,
  headingRef,
  title,
  className,
  children,
}: {
  id: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  title: ReactNode;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-brand-800">
        {title}
      </h2>
      {children}
    </section>
  );
}
