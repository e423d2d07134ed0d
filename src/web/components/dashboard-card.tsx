import { useId, type ReactNode } from 'react';

/** A titled card of the dashboards (Skills, Availability, Needs, …). */
export function DashboardCard({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl border border-brand-100 bg-white p-5 shadow-sm ${className}`}
    >
      <h2 id={id} className="mb-3 text-lg font-bold text-brand-800">
        {title}
      </h2>
      {children}
    </section>
  );
}
