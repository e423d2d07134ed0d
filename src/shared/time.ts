// Clock times as Setu writes them in English and stores them: "6:30 PM", and a range the way the
// spec's time ranges are written, "6:30 PM - 8:00 PM". Minutes since midnight in between.

/** "6:30 PM" → 1110; null when not a 12-hour clock time. */
export function clockMinutes(label: string): number | null {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(label.trim());
  if (!match) return null;
  const hour12 = Number(match[1]);
  const minute = Number(match[2]);
  if (hour12 < 1 || hour12 > 12 || minute > 59) return null;
  return ((hour12 % 12) + (match[3] === 'PM' ? 12 : 0)) * 60 + minute;
}

/** 1110 → "6:30 PM". */
export function clockLabel(minutes: number): string {
  const hour24 = Math.floor(minutes / 60) % 24;
  const minute = String(minutes % 60).padStart(2, '0');
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${hour12}:${minute} ${hour24 < 12 ? 'AM' : 'PM'}`;
}

export interface MinuteRange {
  start: number;
  end: number;
}

/** "6:30 PM - 8:00 PM" → { start: 1110, end: 1200 }; null when not a forward range. */
export function parseTimeRange(range: string): MinuteRange | null {
  const [from, to, ...rest] = range.trim().split(' - ');
  if (!from || !to || rest.length) return null;
  const start = clockMinutes(from);
  const end = clockMinutes(to);
  if (start === null || end === null || end <= start) return null;
  return { start, end };
}

/** { start: 1110, end: 1200 } → "6:30 PM - 8:00 PM", as stored. */
export const timeRangeLabel = ({ start, end }: MinuteRange) =>
  `${clockLabel(start)} - ${clockLabel(end)}`;
