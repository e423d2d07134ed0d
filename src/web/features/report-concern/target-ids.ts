// Which report target a card stands for. /ngoList numbers the spec's partner NGOs 1–999 and a
// registered NGO's listing as its listing id + 1000 (REGISTERED_NGO_ID_OFFSET in
// src/server/ngo-profile/ngo-list-routes.ts).
const REGISTERED_NGO_ID_OFFSET = 1000;

export function ngoListTargetId(id: number): string {
  return id >= REGISTERED_NGO_ID_OFFSET ? String(id - REGISTERED_NGO_ID_OFFSET) : `partner-${id}`;
}
