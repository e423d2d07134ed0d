import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GroupedBarChart, HorizontalBarChart, LineChart, SERIES_STYLES } from './charts';
import { contrast } from '../test-contrast';

afterEach(cleanup);

const series = {
  title: 'Sign-ups per week',
  summary: 'Bars for volunteers and NGOs.',
  categories: ['10 Nov', '17 Nov'],
  seriesLabels: ['Volunteers', 'NGOs'],
  values: [
    [2, 1],
    [0, 3],
  ],
  formatValue: (v: number) => String(v),
  valueAxis: 'People',
  table: {
    caption: 'Sign-ups per week, by role',
    rowHeader: 'Week',
    columns: ['Volunteers', 'NGOs'],
    rows: [
      { label: 'Week of 10 Nov', values: ['2', '1'] },
      { label: 'Week of 17 Nov', values: ['0', '3'] },
    ],
  },
};

/** Whether a screen shows the element: not inside a visually hidden wrapper. */
const onScreen = (element: Element) => element.closest('.sr-only') === null;

describe('charts', () => {
  it.each([
    ['GroupedBarChart', GroupedBarChart],
    ['LineChart', LineChart],
  ] as const)(
    '%s writes its axes and its values on screen, not only for screen readers',
    (_, Chart) => {
      render(<Chart {...series} />);
      const valueAxis = screen.getByTestId('value-axis');
      const categoryAxis = screen.getByTestId('category-axis');
      expect([valueAxis.textContent, categoryAxis.textContent]).toEqual(['People', 'Week']);
      expect(onScreen(valueAxis) && onScreen(categoryAxis)).toBe(true);
      const table = screen.getByRole('table', { name: 'Sign-ups per week, by role' });
      expect(onScreen(table)).toBe(true);
      // The box that scrolls it on a phone can be reached and scrolled with the keyboard.
      const box = screen.getByRole('region', { name: 'Sign-ups per week, by role' });
      expect(box.getAttribute('tabindex')).toBe('0');
      expect(box.contains(table)).toBe(true);
    },
  );

  it('keeps the table of a chart that writes its values beside its bars for screen readers only', () => {
    render(
      <HorizontalBarChart
        title="By city"
        summary="A bar for each city."
        rows={[{ label: 'Ranchi', value: 3, formatted: '3' }]}
        table={{ caption: 'By city', rowHeader: 'City', columns: ['Partnerships'], rows: [] }}
      />,
    );
    expect(onScreen(screen.getByRole('table', { name: 'By city' }))).toBe(false);
    expect(screen.queryByTestId('value-axis')).toBeNull();
  });

  it.each([
    ['GroupedBarChart', GroupedBarChart],
    ['LineChart', LineChart],
  ] as const)('%s is one image named by its heading and summary, with a data table', (_, Chart) => {
    render(<Chart {...series} />);
    const image = screen.getByRole('img', {
      name: 'Sign-ups per week Bars for volunteers and NGOs.',
    });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(screen.getByRole('heading', { name: 'Sign-ups per week' })).toBeDefined();
    const table = screen.getByRole('table', { name: 'Sign-ups per week, by role' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Week', 'Volunteers', 'NGOs']);
    const row = within(table).getByRole('row', { name: /Week of 17 Nov/ });
    expect(within(row).getByRole('rowheader').textContent).toBe('Week of 17 Nov');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['0', '3']);
  });

  it('gives bars a legend and patterns, so colour is not the only cue', () => {
    const { container } = render(<GroupedBarChart {...series} />);
    const legend = container.querySelector('ul')!;
    expect(legend.textContent).toBe('VolunteersNGOs');
    // Three non-zero bars: volunteers solid, NGOs striped (a pattern fill).
    const bars = container.querySelectorAll('svg[role="img"] rect[stroke]');
    expect(bars).toHaveLength(3);
    const fills = [...bars].map((bar) => bar.getAttribute('fill'));
    expect(fills.filter((f) => f === SERIES_STYLES[0].colour)).toHaveLength(1);
    expect(fills.filter((f) => f?.startsWith('url(#'))).toHaveLength(2);
    const patternId = fills.find((f) => f?.startsWith('url(#'))!.slice(5, -1);
    expect(container.querySelector(`pattern[id="${patternId}"]`)).not.toBeNull();
  });

  it('draws lines with their own dashes and markers', () => {
    const { container } = render(<LineChart {...series} />);
    const paths = container.querySelectorAll('svg[role="img"] path[fill="none"]');
    expect(paths).toHaveLength(2);
    expect(paths[0]!.getAttribute('stroke-dasharray')).toBeNull();
    expect(paths[1]!.getAttribute('stroke-dasharray')).toBe(SERIES_STYLES[1].dash);
  });

  it('writes each city bar its name and value', () => {
    const { container } = render(
      <HorizontalBarChart
        title="Active partnerships by city"
        summary="A bar for each city."
        rows={[
          { label: 'Pune', value: 2, formatted: '2' },
          { label: 'Mumbai', value: 1, formatted: '1' },
        ]}
        table={{
          caption: 'Active partnerships by city',
          rowHeader: 'City',
          columns: ['Active partnerships'],
          rows: [
            { label: 'Pune', values: ['2'] },
            { label: 'Mumbai', values: ['1'] },
          ],
        }}
      />,
    );
    const texts = [...container.querySelectorAll('svg text')].map((t) => t.textContent);
    expect(texts).toEqual(['Pune', '2', 'Mumbai', '1']);
    expect(screen.getByRole('table', { name: 'Active partnerships by city' })).toBeDefined();
  });

  it('has colours of at least 3:1 against white', () => {
    for (const style of SERIES_STYLES)
      expect(contrast(style.colour, '#ffffff')).toBeGreaterThanOrEqual(3);
  });
});
