// The impact page's charts (d3 and the chart components, about 14 KB) load only when their place
// comes near the viewport, so the page's first load stays within the public routes' budget
// (docs/decisions/0029-lean-first-loads.md), as the home page's story carousel does
// (docs/decisions/0005-carousel-speed-and-lazy-stories.md). A box of the chart's height holds the
// place meanwhile, so nothing below moves.
import { lazy, Suspense, type ReactNode } from 'react';
import { useNearViewport } from '../../components/use-near-viewport';

export const GroupedBarChart = lazy(() =>
  import('../../components/charts/charts').then((m) => ({ default: m.GroupedBarChart })),
);
export const HorizontalBarChart = lazy(() =>
  import('../../components/charts/charts').then((m) => ({ default: m.HorizontalBarChart })),
);

export function WhenNear({
  minHeight,
  testId,
  children,
}: {
  minHeight: number;
  testId: string;
  children: ReactNode;
}) {
  // Half a screen ahead: it has arrived by the time it is scrolled to.
  const [probe, near] = useNearViewport<HTMLDivElement>('0px 0px 50% 0px');
  const placeholder = <div style={{ minHeight }} />;
  return (
    <div ref={probe} data-testid={testId}>
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
