// The NGO's terms and holidays, typed from the server's router. Each change can be previewed
// first (preview: true): the server answers what it would cancel and restore, and changes nothing.
import type { CalendarEntryInput } from '../../../shared/terms';
import { api, unwrap, type InferResponseType } from '../../api';

export type TermsData = InferResponseType<typeof api.ngo.terms.$get, 200>;
export type StoredEntry = TermsData['entries'][number];

const query = (preview: boolean) => (preview ? { preview: '1' as const } : {});

export function fetchTerms() {
  return unwrap(api.ngo.terms.$get());
}

/** Adds an entry (id null) or changes one; the answer counts the sessions it touched. */
export function saveEntry(id: number | null, json: CalendarEntryInput, preview: boolean) {
  return id === null
    ? unwrap(api.ngo.terms.entries.$post({ query: query(preview), json }))
    : unwrap(
        api.ngo.terms.entries[':id'].$put({
          param: { id: String(id) },
          query: query(preview),
          json,
        }),
      );
}

export function removeEntry(id: number, preview: boolean) {
  return unwrap(
    api.ngo.terms.entries[':id'].$delete({ param: { id: String(id) }, query: query(preview) }),
  );
}

export type ChangeAnswer = Awaited<ReturnType<typeof removeEntry>>;
