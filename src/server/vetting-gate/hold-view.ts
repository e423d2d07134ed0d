// What the requests lists say of a partnership the gate holds: why (waiting for its checks, or one
// expired) and which checks it waits for. Selected beside the contact rule's facts.
import { sql } from 'drizzle-orm';
import { CHECK_KINDS, type CheckKind } from '../../shared/vetting';
import { GATE_HOLD_REASONS, type GateHoldReason } from '../db/schema';

/** The hold as one JSON value (null when never held), for a select over connection_requests. */
export const gateHoldColumns = sql<{
  reason: string;
  missing: string[];
} | null>`(select json_build_object('reason', h.reason, 'missing', h.missing) from partnership_gate_holds h where h.request_id = "connection_requests"."id" and h.released_at is null)`;

export interface GateHoldView {
  reason: GateHoldReason;
  missing: CheckKind[];
}

export function gateHoldOf(
  value: { reason: string; missing: string[] } | null,
): GateHoldView | null {
  if (!value) return null;
  const reason = (GATE_HOLD_REASONS as readonly string[]).includes(value.reason)
    ? (value.reason as GateHoldReason)
    : 'waiting';
  const missing = CHECK_KINDS.filter((kind) => value.missing.includes(kind));
  return { reason, missing };
}
