// Where the marks of Setu's charts go, computed with d3-scale and d3-shape and kept apart from
// React so it can be tested alone. Text-free: the charts get their words from the screen.
import { scaleBand, scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';

export interface Margin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface Tick {
  value: number;
  /** Its position along the value axis, in SVG units. */
  y: number;
}

/** Whole-number ticks from 0 to a rounded maximum (at least 1, so an empty chart has an axis). */
function valueAxis(max: number, height: number, margin: Margin) {
  const y = scaleLinear()
    .domain([0, Math.max(1, max)])
    .nice(4)
    .range([height - margin.bottom, margin.top]);
  const ticks: Tick[] = y
    .ticks(4)
    .filter((v) => Number.isInteger(v))
    .map((value) => ({ value, y: y(value) }));
  return { y, ticks };
}

export interface CategoryLabel {
  index: number;
  /** The centre of the category along the x axis. */
  x: number;
  /** Whether it has room for its label (crowded axes label every n-th category only). */
  labelled: boolean;
}

/** Category positions, labelling every n-th so labels of `labelWidth` do not overlap. */
function categoryAxis(
  count: number,
  width: number,
  margin: Margin,
  padding: number,
  labelWidth: number,
) {
  const x = scaleBand<number>()
    .domain(Array.from({ length: count }, (_, i) => i))
    .range([margin.left, width - margin.right])
    .paddingInner(padding)
    .paddingOuter(padding / 2);
  const step = Math.max(1, Math.ceil(labelWidth / x.step()));
  // Label from the last (the current week) backwards, so the newest always has its label.
  const labels: CategoryLabel[] = x.domain().map((index) => ({
    index,
    x: x(index)! + x.bandwidth() / 2,
    labelled: (count - 1 - index) % step === 0,
  }));
  return { x, labels };
}

export interface Bar {
  category: number;
  series: number;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartSize {
  width: number;
  height: number;
  margin: Margin;
  /** The widest category label, for spacing labels on a crowded axis. */
  labelWidth?: number;
}

/** Bars side by side per category: values[category][series]. */
export function groupedBars(values: number[][], size: ChartSize) {
  const { width, height, margin, labelWidth = 56 } = size;
  const seriesCount = Math.max(1, ...values.map((v) => v.length));
  const { x, labels } = categoryAxis(values.length, width, margin, 0.25, labelWidth);
  const inner = scaleBand<number>()
    .domain(Array.from({ length: seriesCount }, (_, i) => i))
    .range([0, x.bandwidth()])
    .paddingInner(0.1);
  const { y, ticks } = valueAxis(Math.max(0, ...values.flat()), height, margin);
  const bars: Bar[] = values.flatMap((row, category) =>
    row.map((value, series) => ({
      category,
      series,
      value,
      x: x(category)! + inner(series)!,
      y: y(value),
      width: inner.bandwidth(),
      height: y(0) - y(value),
    })),
  );
  return { bars, ticks, labels, baseline: y(0) };
}

export interface LineSeries {
  series: number;
  /** The SVG path of the line. */
  d: string;
  points: { category: number; value: number; x: number; y: number }[];
}

/** One line per series over the categories: values[category][series]. */
export function lines(values: number[][], size: ChartSize) {
  const { width, height, margin, labelWidth = 56 } = size;
  const seriesCount = Math.max(1, ...values.map((v) => v.length));
  const { labels } = categoryAxis(values.length, width, margin, 0, labelWidth);
  const { y, ticks } = valueAxis(Math.max(0, ...values.flat()), height, margin);
  const path = line<{ x: number; y: number }>()
    .x((p) => p.x)
    .y((p) => p.y);
  const series: LineSeries[] = Array.from({ length: seriesCount }, (_, s) => {
    const points = values.map((row, category) => ({
      category,
      value: row[s] ?? 0,
      x: labels[category]!.x,
      y: y(row[s] ?? 0),
    }));
    return { series: s, d: path(points) ?? '', points };
  });
  return { series, ticks, labels, baseline: y(0) };
}

export interface HorizontalBar {
  index: number;
  value: number;
  /** The bar's top edge and the middle of its row (for its labels). */
  y: number;
  middle: number;
  x: number;
  width: number;
  height: number;
}

/** One bar per row, growing right from `margin.left`; the chart's height follows the rows. */
export function horizontalBars(
  values: number[],
  size: { width: number; rowHeight: number; margin: Margin },
) {
  const { width, rowHeight, margin } = size;
  const height = margin.top + margin.bottom + values.length * rowHeight;
  const yBand = scaleBand<number>()
    .domain(values.map((_, i) => i))
    .range([margin.top, height - margin.bottom])
    .paddingInner(0.25);
  const x = scaleLinear()
    .domain([0, Math.max(1, ...values)])
    .range([margin.left, width - margin.right]);
  const bars: HorizontalBar[] = values.map((value, index) => ({
    index,
    value,
    y: yBand(index)!,
    middle: yBand(index)! + yBand.bandwidth() / 2,
    x: margin.left,
    width: x(value) - margin.left,
    height: yBand.bandwidth(),
  }));
  return { bars, height };
}
