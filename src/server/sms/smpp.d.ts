// The parts of the smpp package (no types of its own) that Setu's gateway and its tests use.
// It is CommonJS whose constants are copied onto `exports` in a loop, which Node's ESM import
// cannot see as named exports: it is imported whole, as the default.
declare module 'smpp' {
  import type { EventEmitter } from 'node:events';
  import type { Server as NetServer } from 'node:net';

  const smpp: {
    connect: typeof connect;
    createServer: typeof createServer;
    addTLV: typeof addTLV;
    types: typeof types;
    ESME_ROK: number;
    ESME_RBINDFAIL: number;
    ESME_RSUBMITFAIL: number;
    ESME_RTHROTTLED: number;
    ESME_RINVDSTADR: number;
    ESM_CLASS: { MC_DELIVERY_RECEIPT: number };
    REGISTERED_DELIVERY: { FINAL: number };
  };
  export default smpp;

  export interface PDU {
    command: string;
    command_status: number;
    sequence_number: number;
    isResponse(): boolean;
    response(options?: Record<string, unknown>): PDU;
    [param: string]: unknown;
  }

  export interface Session extends EventEmitter {
    send(pdu: PDU, onResponse?: (pdu: PDU) => void): boolean;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
    pause(): void;
    resume(): void;
    bind_transceiver(options: Record<string, unknown>, onResponse?: (pdu: PDU) => void): boolean;
    submit_sm(options: Record<string, unknown>, onResponse?: (pdu: PDU) => void): boolean;
    deliver_sm(options: Record<string, unknown>, onResponse?: (pdu: PDU) => void): boolean;
    unbind(options?: Record<string, unknown>, onResponse?: (pdu: PDU) => void): boolean;
    enquire_link(options?: Record<string, unknown>, onResponse?: (pdu: PDU) => void): boolean;
    socket: { destroy(): void; writable: boolean };
  }

  export interface Server extends NetServer {
    sessions: Session[];
  }

  export function connect(
    options: Record<string, unknown> & { url?: string },
    listener?: () => void,
  ): Session;
  export function createServer(
    options: Record<string, unknown>,
    listener: (session: Session) => void,
  ): Server;
  export function addTLV(tag: string, options: { id: number; type: unknown }): void;

  export const types: { tlv: { string: unknown; cstring: unknown } };
}
