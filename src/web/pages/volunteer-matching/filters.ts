// The matching filters live in the URL (#/volunteer-matching?topic=Maths&day=Sunday): a search
// survives reload, can be shared, and Back/Forward move between searches.

// afterFive ("yes" or nothing) is the evening choice beside the spec's Time Range (decision 0043).
export const FILTER_KEYS = ['topic', 'day', 'date', 'location', 'timeRange', 'afterFive'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type Filters = Record<FilterKey, string>;

export const EMPTY_FILTERS: Filters = {
  topic: '',
  day: '',
  date: '',
  location: '',
  timeRange: '',
  afterFive: '',
};

export function readFilters(params: URLSearchParams): Filters {
  const filters = { ...EMPTY_FILTERS };
  for (const key of FILTER_KEYS) filters[key] = params.get(key)?.trim() ?? '';
  return filters;
}

/** Only the filters in use, in a fixed order, so equal searches have equal URLs. */
export function toSearchParams(filters: Filters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  return params;
}
