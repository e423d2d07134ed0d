import type { ReactNode } from 'react';

/** The frame of a signed-in person's own page (their account, each of their checks). */
export function OwnPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-extrabold text-brand-800">{title}</h1>
      {children}
    </div>
  );
}
