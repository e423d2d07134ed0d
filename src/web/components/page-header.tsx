import type { ReactNode } from 'react';

/** The heading band at the top of the inner public pages. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-12 text-center">
        <h1 className="text-3xl font-extrabold text-brand-800 sm:text-4xl">{title}</h1>
        {children && (
          <div className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed">{children}</div>
        )}
      </div>
    </div>
  );
}
