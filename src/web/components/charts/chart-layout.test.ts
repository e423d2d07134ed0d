import { describe, expect, it } from 'vitest';
import { groupedBars, horizontalBars, lines } from './chart-layout';

const margin = { top: 10, right: 10, bottom: 30, left: 40 };
const size = { width: 400, height: 200, margin };

describe('groupedBars', () => {
  const values = [
    [2, 0],
    [4, 1],
    [0, 3],
  ];
  const layout = groupedBars(values, size);

  it('draws one bar per value, side by side within its week, in order', () => {
    expect(layout.bars).toHaveLength(6);
    const [a, b, c] = [layout.bars[0]!, layout.bars[1]!, layout.bars[2]!];
    expect(a.x + a.width).toBeLessThanOrEqual(b.x);
    expect(b.x + b.width).toBeLessThanOrEqual(c.x);
    expect(Math.min(...layout.bars.map((bar) => bar.x))).toBeGreaterThanOrEqual(margin.left);
    expect(Math.max(...layout.bars.map((bar) => bar.x + bar.width))).toBeLessThanOrEqual(
      400 - margin.right,
    );
  });

  it('makes heights proportional to values, standing on the baseline', () => {
    const four = layout.bars.find((bar) => bar.value === 4)!;
    const two = layout.bars.find((bar) => bar.value === 2)!;
    expect(four.height).toBeCloseTo(two.height * 2);
    expect(four.y + four.height).toBeCloseTo(layout.baseline);
    expect(layout.baseline).toBe(200 - margin.bottom);
    expect(layout.bars.find((bar) => bar.value === 0)!.height).toBe(0);
  });

  it('ticks whole numbers only, from 0 up to at least the largest value', () => {
    expect(layout.ticks[0]).toEqual({ value: 0, y: 170 });
    expect(layout.ticks.every((t) => Number.isInteger(t.value))).toBe(true);
    expect(layout.ticks.at(-1)!.value).toBeGreaterThanOrEqual(4);
  });

  it('keeps an axis for an empty chart', () => {
    const empty = groupedBars([[0, 0]], size);
    expect(empty.ticks.map((t) => t.value)).toEqual([0, 1]);
  });

  it('labels every n-th week on a narrow chart, always the newest', () => {
    const twelve = Array.from({ length: 12 }, () => [1, 1]);
    const wide = groupedBars(twelve, { ...size, width: 1000 });
    expect(wide.labels.every((l) => l.labelled)).toBe(true);
    const narrow = groupedBars(twelve, { ...size, width: 350 });
    const labelled = narrow.labels.filter((l) => l.labelled).map((l) => l.index);
    expect(labelled.at(-1)).toBe(11);
    expect(labelled.length).toBeLessThan(12);
    expect(labelled.length).toBeGreaterThan(1);
    // Labelled centres are at least a label's width apart.
    const xs = narrow.labels.filter((l) => l.labelled).map((l) => l.x);
    for (let i = 1; i < xs.length; i++) expect(xs[i]! - xs[i - 1]!).toBeGreaterThanOrEqual(56);
  });
});

describe('lines', () => {
  it('draws one path per series through every week', () => {
    const layout = lines(
      [
        [3, 1, 0],
        [6, 2, 1],
      ],
      size,
    );
    expect(layout.series).toHaveLength(3);
    const sent = layout.series[0]!;
    expect(sent.points.map((p) => p.value)).toEqual([3, 6]);
    expect(sent.d).toMatch(/^M[\d.]+,[\d.]+L[\d.]+,[\d.]+$/);
    // Higher values sit higher on the chart (smaller y).
    expect(sent.points[1]!.y).toBeLessThan(sent.points[0]!.y);
    expect(layout.series[2]!.points[0]!.y).toBe(layout.baseline);
  });
});

describe('horizontalBars', () => {
  it('grows bars right in proportion, one row each, the height following the rows', () => {
    const layout = horizontalBars([4, 2, 1], {
      width: 300,
      rowHeight: 30,
      margin: { top: 0, right: 20, bottom: 0, left: 80 },
    });
    expect(layout.height).toBe(90);
    const [a, b, c] = layout.bars as [
      (typeof layout.bars)[0],
      (typeof layout.bars)[0],
      (typeof layout.bars)[0],
    ];
    expect(a.x).toBe(80);
    expect(a.width).toBeCloseTo(200);
    expect(b.width).toBeCloseTo(100);
    expect(c.width).toBeCloseTo(50);
    expect(a.y).toBeLessThan(b.y);
    expect(b.y + b.height).toBeLessThanOrEqual(c.y);
  });
});
