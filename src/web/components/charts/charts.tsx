// SVG charts the accessible way (WAI images tutorial, complex images): the <svg> is one image
// (role="img") named by the chart's heading and summary, and a table beside it (with a caption
// and header cells) gives every number. What the axes count is written beside them, and the
// table is on screen under a chart whose marks carry no numbers, so sighted readers get the
// values too, not only screen readers. Series differ by
// colour AND by pattern, dash and marker shape, named in a legend, so colour is never the only
// cue; every colour has at least 3:1 against white (WCAG 1.4.11). Text-free: the screen passes
// its words in, already translated and formatted.
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
  type RefObject,
} from 'react';
import { groupedBars, horizontalBars, lines, type Margin } from './chart-layout';

/** How each series looks; index = series. */
export const SERIES_STYLES = [
  { colour: '#92400e', pattern: 'solid', dash: undefined, marker: 'circle' },
  { colour: '#0f766e', pattern: 'stripes', dash: '6 4', marker: 'square' },
  { colour: '#1d4ed8', pattern: 'dots', dash: '2 3', marker: 'triangle' },
] as const;

const AXIS_TEXT = '#374151';
const GRID = '#e5e7eb';

/** The width the chart has, followed as the window changes (640 until measured). */
function useWidth(ref: RefObject<HTMLElement | null>, fallback = 640): number {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const w = Math.floor(element.getBoundingClientRect().width);
      if (w > 0) setWidth(w);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** The fills of the series: solid, stripes, dots. */
function Patterns({ prefix }: { prefix: string }) {
  return (
    <defs>
      {SERIES_STYLES.map((style, i) =>
        style.pattern === 'solid' ? null : (
          <pattern
            key={i}
            id={`${prefix}-p${i}`}
            width="6"
            height="6"
            patternUnits="userSpaceOnUse"
            patternTransform={style.pattern === 'stripes' ? 'rotate(45)' : undefined}
          >
            <rect width="6" height="6" fill="#ffffff" />
            {style.pattern === 'stripes' ? (
              <rect width="3" height="6" fill={style.colour} />
            ) : (
              <circle cx="3" cy="3" r="1.6" fill={style.colour} />
            )}
          </pattern>
        ),
      )}
    </defs>
  );
}

const fillOf = (prefix: string, series: number) =>
  SERIES_STYLES[series]!.pattern === 'solid'
    ? SERIES_STYLES[series]!.colour
    : `url(#${prefix}-p${series})`;

function Marker({ series, x, y }: { series: number; x: number; y: number }) {
  const { colour, marker } = SERIES_STYLES[series]!;
  if (marker === 'circle') return <circle cx={x} cy={y} r={4} fill={colour} />;
  if (marker === 'square') {
    return (
      <rect
        x={x - 4}
        y={y - 4}
        width={8}
        height={8}
        fill="#ffffff"
        stroke={colour}
        strokeWidth={2}
      />
    );
  }
  return <path d={`M${x},${y - 5}L${x + 5},${y + 4}L${x - 5},${y + 4}Z`} fill={colour} />;
}

/** The legend's sample of a series: its fill (bars) or its line and marker (lines). */
function Swatch({
  series,
  kind,
  prefix,
}: {
  series: number;
  kind: 'bar' | 'line';
  prefix: string;
}) {
  const style = SERIES_STYLES[series]!;
  return (
    <svg width="28" height="16" aria-hidden="true" className="shrink-0">
      {kind === 'bar' ? (
        <rect
          x="1"
          y="1"
          width="26"
          height="14"
          fill={fillOf(prefix, series)}
          stroke={style.colour}
          strokeWidth="1.5"
        />
      ) : (
        <>
          <line
            x1="0"
            y1="8"
            x2="28"
            y2="8"
            stroke={style.colour}
            strokeWidth="2.5"
            strokeDasharray={style.dash}
          />
          <Marker series={series} x={14} y={8} />
        </>
      )}
    </svg>
  );
}

function Legend({
  labels,
  kind,
  prefix,
}: {
  labels: string[];
  kind: 'bar' | 'line';
  prefix: string;
}) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-gray-800" aria-hidden="true">
      {labels.map((label, series) => (
        <li key={series} className="flex items-center gap-2">
          <Swatch series={series} kind={kind} prefix={prefix} />
          {label}
        </li>
      ))}
    </ul>
  );
}

export interface SeriesTable {
  caption: string;
  /** The header of the first column (e.g. "Week"). */
  rowHeader: string;
  columns: string[];
  rows: { label: string; values: string[] }[];
}

/**
 * The numbers of a chart as a table. Shown, it scrolls sideways inside its own box on a phone
 * (focusable, so a keyboard can scroll it); hidden (for a chart that writes its values on its
 * marks), a wrapper hides it: a table ignores the 1 px width of sr-only and would widen the page.
 */
function DataTable({ table, shown }: { table: SeriesTable; shown: boolean }) {
  const cell = shown ? 'border-b border-gray-200 px-2 py-1' : undefined;
  const body = (
    <table className={shown ? 'min-w-full text-sm text-gray-800' : undefined}>
      <caption className={shown ? 'mb-1 text-left font-semibold text-gray-800' : undefined}>
        {table.caption}
      </caption>
      <thead>
        <tr>
          <th scope="col" className={shown ? `${cell} text-left` : undefined}>
            {table.rowHeader}
          </th>
          {table.columns.map((column) => (
            <th key={column} scope="col" className={shown ? `${cell} text-right` : undefined}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <tr key={row.label}>
            <th
              scope="row"
              className={shown ? `${cell} text-left font-normal whitespace-nowrap` : undefined}
            >
              {row.label}
            </th>
            {row.values.map((value, i) => (
              <td key={i} className={shown ? `${cell} text-right tabular-nums` : undefined}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (!shown) return <div className="sr-only">{body}</div>;
  return (
    <div
      className="mt-4 max-w-full overflow-x-auto"
      tabIndex={0}
      role="region"
      aria-label={table.caption}
      data-testid="chart-values"
    >
      {body}
    </div>
  );
}

/** What each axis counts, written beside the chart (the SVG's own text is not read out). */
export interface AxisTitles {
  /** Up the side: what the numbers count, e.g. "People". */
  value: string;
  /** Along the bottom: the categories, e.g. "Week". */
  category: string;
}

interface ChartText {
  title: string;
  /** One sentence saying what the chart shows, read with the title as the image's name. */
  summary: string;
  table: SeriesTable;
}

/** A chart's frame: heading, summary, the image, its legend and its table. */
function ChartFrame({
  text,
  headingLevel = 2,
  legend,
  axes,
  children,
}: {
  text: ChartText;
  headingLevel?: 2 | 3;
  /** The legend, given the prefix of the chart's pattern ids (its swatches share them). */
  legend?: (prefix: string) => ReactNode;
  /** A chart with axes names them and shows its table; one without writes its values itself. */
  axes?: AxisTitles;
  children: (ids: { title: string; summary: string; prefix: string }, width: number) => ReactNode;
}) {
  const id = useId().replace(/:/g, '');
  const ids = { title: `${id}-title`, summary: `${id}-summary`, prefix: `chart${id}` };
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={ids.title}
      className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <Heading id={ids.title} className="text-xl font-bold text-brand-800">
        {text.title}
      </Heading>
      <p id={ids.summary} className="mt-1 text-gray-700">
        {text.summary}
      </p>
      {legend?.(ids.prefix)}
      {axes && (
        <p className="mt-3 text-sm font-semibold text-gray-700" data-testid="value-axis">
          {axes.value}
        </p>
      )}
      <div ref={box} className={`${axes ? 'mt-1' : 'mt-3'} w-full`}>
        {children(ids, width)}
      </div>
      {axes && (
        <p
          className="mt-1 text-center text-sm font-semibold text-gray-700"
          data-testid="category-axis"
        >
          {axes.category}
        </p>
      )}
      <DataTable table={text.table} shown={Boolean(axes)} />
    </section>
  );
}

const MARGIN: Margin = { top: 12, right: 12, bottom: 28, left: 36 };

function ValueAxis({
  ticks,
  width,
}: {
  ticks: { value: number; y: number; formatted: string }[];
  width: number;
}) {
  return (
    <g>
      {ticks.map((tick) => (
        <g key={tick.value}>
          <line x1={MARGIN.left} x2={width - MARGIN.right} y1={tick.y} y2={tick.y} stroke={GRID} />
          <text
            x={MARGIN.left - 6}
            y={tick.y}
            dy="0.32em"
            textAnchor="end"
            fontSize="12"
            fill={AXIS_TEXT}
          >
            {tick.formatted}
          </text>
        </g>
      ))}
    </g>
  );
}

function CategoryAxis({
  labels,
  names,
  baseline,
  width,
}: {
  labels: { index: number; x: number; labelled: boolean }[];
  names: string[];
  baseline: number;
  width: number;
}) {
  return (
    <g>
      <line
        x1={MARGIN.left}
        x2={width - MARGIN.right}
        y1={baseline}
        y2={baseline}
        stroke={AXIS_TEXT}
      />
      {labels
        .filter((l) => l.labelled)
        .map((l) => (
          <text
            key={l.index}
            x={l.x}
            y={baseline + 18}
            textAnchor="middle"
            fontSize="12"
            fill={AXIS_TEXT}
          >
            {names[l.index]}
          </text>
        ))}
    </g>
  );
}

/** The chart itself: an image named by the chart's heading and summary. */
function ChartSvg({
  ids,
  width,
  height,
  children,
}: {
  ids: { title: string; summary: string };
  width: number;
  height: number;
  children: ReactNode;
}) {
  return (
    <svg
      role="img"
      aria-labelledby={`${ids.title} ${ids.summary}`}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className="block max-w-full"
    >
      {children}
    </svg>
  );
}

export interface SeriesChartProps extends ChartText {
  /** The categories' short names on the axis (e.g. "17 Nov"). */
  categories: string[];
  seriesLabels: string[];
  /** values[category][series] */
  values: number[][];
  /** Ticks' numbers in the reader's language. */
  formatValue: (value: number) => string;
  /** What the value axis counts, e.g. "People"; the category axis is the table's rowHeader. */
  valueAxis: string;
  height?: number;
}

/** The frame of a chart of series over categories: its legend, and what its axes count. */
function SeriesChartFrame({
  chart,
  kind,
  children,
}: {
  chart: SeriesChartProps;
  kind: 'bar' | 'line';
  children: ComponentProps<typeof ChartFrame>['children'];
}) {
  return (
    <ChartFrame
      text={chart}
      legend={(prefix) => <Legend labels={chart.seriesLabels} kind={kind} prefix={prefix} />}
      axes={{ value: chart.valueAxis, category: chart.table.rowHeader }}
    >
      {children}
    </ChartFrame>
  );
}

/** Bars side by side for each category, one per series. */
export function GroupedBarChart(props: SeriesChartProps) {
  const { categories, values, formatValue, height = 240 } = props;
  return (
    <SeriesChartFrame chart={props} kind="bar">
      {(ids, width) => {
        const layout = groupedBars(values, { width, height, margin: MARGIN });
        return (
          <ChartSvg ids={ids} width={width} height={height}>
            <Patterns prefix={ids.prefix} />
            <ValueAxis
              ticks={layout.ticks.map((t) => ({ ...t, formatted: formatValue(t.value) }))}
              width={width}
            />
            {layout.bars
              .filter((bar) => bar.value > 0)
              .map((bar) => (
                <rect
                  key={`${bar.category}-${bar.series}`}
                  x={bar.x}
                  y={bar.y}
                  width={bar.width}
                  height={bar.height}
                  fill={fillOf(ids.prefix, bar.series)}
                  stroke={SERIES_STYLES[bar.series]!.colour}
                  strokeWidth={1.5}
                />
              ))}
            <CategoryAxis
              labels={layout.labels}
              names={categories}
              baseline={layout.baseline}
              width={width}
            />
          </ChartSvg>
        );
      }}
    </SeriesChartFrame>
  );
}

/** One line per series over the categories, each with its own dash and marker. */
export function LineChart(props: SeriesChartProps) {
  const { categories, values, formatValue, height = 240 } = props;
  return (
    <SeriesChartFrame chart={props} kind="line">
      {(ids, width) => {
        const layout = lines(values, { width, height, margin: MARGIN });
        return (
          <ChartSvg ids={ids} width={width} height={height}>
            <ValueAxis
              ticks={layout.ticks.map((t) => ({ ...t, formatted: formatValue(t.value) }))}
              width={width}
            />
            <CategoryAxis
              labels={layout.labels}
              names={categories}
              baseline={layout.baseline}
              width={width}
            />
            {layout.series.map((s) => (
              <g key={s.series}>
                <path
                  d={s.d}
                  fill="none"
                  stroke={SERIES_STYLES[s.series]!.colour}
                  strokeWidth={2.5}
                  strokeDasharray={SERIES_STYLES[s.series]!.dash}
                />
                {s.points.map((p) => (
                  <Marker key={p.category} series={s.series} x={p.x} y={p.y} />
                ))}
              </g>
            ))}
          </ChartSvg>
        );
      }}
    </SeriesChartFrame>
  );
}

export interface HorizontalBarChartProps extends ChartText {
  /** One row per bar: its name and its value as shown beside the bar. */
  rows: { label: string; value: number; formatted: string }[];
}

/** One labelled bar per row, its value written at its end. */
export function HorizontalBarChart(props: HorizontalBarChartProps) {
  const { rows } = props;
  return (
    <ChartFrame text={props}>
      {(ids, width) => {
        const labelWidth = Math.min(160, Math.round(width * 0.35));
        const margin = { top: 4, right: 40, bottom: 4, left: labelWidth };
        const layout = horizontalBars(
          rows.map((r) => r.value),
          { width, rowHeight: 32, margin },
        );
        return (
          <ChartSvg ids={ids} width={width} height={layout.height}>
            {layout.bars.map((bar) => (
              <g key={bar.index}>
                <text
                  x={labelWidth - 8}
                  y={bar.middle}
                  dy="0.32em"
                  textAnchor="end"
                  fontSize="13"
                  fill={AXIS_TEXT}
                >
                  {rows[bar.index]!.label}
                </text>
                <rect
                  x={bar.x}
                  y={bar.y}
                  width={Math.max(bar.width, 1)}
                  height={bar.height}
                  fill={SERIES_STYLES[0].colour}
                />
                <text
                  x={bar.x + bar.width + 6}
                  y={bar.middle}
                  dy="0.32em"
                  fontSize="13"
                  fontWeight="600"
                  fill={AXIS_TEXT}
                >
                  {rows[bar.index]!.formatted}
                </text>
              </g>
            ))}
          </ChartSvg>
        );
      }}
    </ChartFrame>
  );
}
