import { useLingui } from '@lingui/react/macro';
import { scaleBand, scaleLinear } from 'd3-scale';
import { formatNumber } from '../../../shared/intl-format';
import type { Locale } from '../../../shared/locales';
import type { SessionsData } from './api-calls';
import { monthLabel } from './session-words';

const WIDTH = 320;
const HEIGHT = 120;
const AXIS = 18;

/**
 * Held hours per month as SVG bars, each with its hours written above it. The picture is one
 * image whose name says every month's hours, so a screen reader hears the same numbers.
 */
export function HoursChart({ months }: { months: SessionsData['stats']['months'] }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const x = scaleBand()
    .domain(months.map((m) => m.month))
    .range([0, WIDTH])
    .padding(0.25);
  const top = Math.max(1, ...months.map((m) => m.hours));
  const y = scaleLinear()
    .domain([0, top])
    .range([HEIGHT - AXIS, 16]);
  const summary = months
    .map((m) => `${monthLabel(m.month, locale)}: ${formatNumber(m.hours, locale)}`)
    .join(', ');
  return (
    <figure className="mt-4">
      <figcaption className="mb-1 text-sm font-semibold text-gray-800">
        {t`Hours per month`}
      </figcaption>
      <svg
        role="img"
        aria-label={t`Hours per month: ${summary}`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full max-w-md"
      >
        {months.map((m) => (
          <g key={m.month}>
            <rect
              x={x(m.month)}
              y={y(m.hours)}
              width={x.bandwidth()}
              height={HEIGHT - AXIS - y(m.hours)}
              className="fill-brand-700"
            />
            {/* Each month's hours written above its bar: the numbers are on screen too. */}
            <text
              x={(x(m.month) ?? 0) + x.bandwidth() / 2}
              y={y(m.hours) - 4}
              textAnchor="middle"
              className="fill-gray-800 text-[10px] font-semibold"
            >
              {formatNumber(m.hours, locale)}
            </text>
            <text
              x={(x(m.month) ?? 0) + x.bandwidth() / 2}
              y={HEIGHT - 4}
              textAnchor="middle"
              className="fill-gray-700 text-[10px]"
            >
              {monthLabel(m.month, locale)}
            </text>
          </g>
        ))}
      </svg>
    </figure>
  );
}
