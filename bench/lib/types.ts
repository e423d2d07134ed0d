// What every benchmark part returns: rows of one table, each with its goal when it has one.
export interface Row {
  part: string;
  measure: string;
  value: number | string;
  unit?: string;
  /** The goal as text, e.g. "≤ 100 KB". */
  goal?: string;
  /** true: goal met; false: missed; undefined: no goal. */
  ok?: boolean;
  note?: string;
}

export interface PartResult {
  rows: Row[];
  /** Why the part (or a piece of it) did not run. */
  skipped?: string[];
  /** Anything else worth keeping in latest.json (raw numbers, samples). */
  details?: unknown;
}

export type Part = () => Promise<PartResult>;
