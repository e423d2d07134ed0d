import type { ReactNode } from 'react';

/**
 * A page opened from a link in an email (confirm, reset, stop, welcome): its heading, then what
 * the link did or asks for. `narrow` for a page that is mostly a short form.
 */
export function LinkPage({
  title,
  narrow = false,
  children,
}: {
  title: string;
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={`mx-auto ${narrow ? 'max-w-md' : 'max-w-xl'} px-4 py-10`}>
      <h1 className="text-3xl font-bold text-brand-800">{title}</h1>
      <div className="mt-6 space-y-6">{children}</div>
    </section>
  );
}
