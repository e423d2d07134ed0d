import type { ReactNode } from 'react';
import { LoadState } from '../../components/load-state';
import type { Loaded } from '../../use-loader';

/**
 * A list on the operators' overview (#/operator): its heading, what it holds, and once loaded
 * its items, or a line saying there are none.
 */
export function OverviewList<Data, Item>({
  id,
  title,
  intro,
  state,
  reload,
  loading,
  items,
  empty,
  children,
}: {
  id: string;
  title: ReactNode;
  intro: ReactNode;
  state: Loaded<Data>;
  reload: () => Promise<void>;
  loading: string;
  items: (data: Data) => Item[];
  empty: ReactNode;
  /** One item as a list item (with its key). */
  children: (item: Item) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10 space-y-4">
      <h2 id={id} className="text-xl font-bold text-brand-800">
        {title}
      </h2>
      <p className="text-gray-700">{intro}</p>
      <LoadState state={state} reload={reload} loading={loading}>
        {(data) =>
          items(data).length === 0 ? (
            <p>{empty}</p>
          ) : (
            <ul className="divide-y divide-brand-100 rounded-2xl border border-brand-100 bg-white">
              {items(data).map(children)}
            </ul>
          )
        }
      </LoadState>
    </section>
  );
}
