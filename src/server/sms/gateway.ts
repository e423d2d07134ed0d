// The way out for SMS (docs/decisions/0044-sms.md): an SMPP 3.4 transceiver bound to the
// operator's gateway when SMS_SMPP_URL is set, otherwise a folder of files (DATA_DIR/sms-outbox)
// as mail has its outbox folder. Only the delivery (delivery.ts) submits; what the gateway sends
// back (receipts and replies, both deliver_sm) goes to the handler given at start, and is
// acknowledged only after the handler committed, so a crash in between makes the gateway send it
// again rather than lose it.
import fs from 'node:fs/promises';
import path from 'node:path';
import smpp from 'smpp';
import type { PDU, Session } from 'smpp';
import type { SmsConfig } from '../config';
import type { Logger } from '../logger';
import { smsSegments, type SmsKind } from '../../shared/sms';

export interface SmsToSubmit {
  id: number;
  kind: SmsKind;
  phone: string;
  body: string;
}

/** What the gateway sent back: a delivery receipt for a message, or a reply from a phone. */
export type SmsIncoming =
  | { type: 'receipt'; gatewayId: string; state: string }
  | { type: 'reply'; from: string; text: string };

export interface SmsGateway {
  /** Hands one SMS to the gateway; answers its message id. Throws SmsRefused or a network error. */
  submit(sms: SmsToSubmit): Promise<string>;
  close(): Promise<void>;
}

/** The gateway answered with an error status (SMPP command_status). */
export class SmsRefused extends Error {
  constructor(
    readonly status: number,
    what: string,
  ) {
    super(`${what} refused with status 0x${status.toString(16).padStart(8, '0')}`);
  }
}

/** One submit_sm waits this long for its answer; far inside the outbox's claim (delivery.ts). */
export const SUBMIT_TIMEOUT_MS = 20_000;
/** A lost connection is bound again after this long (and at the next submit). */
export const REBIND_AFTER_MS = 5_000;
/** Keeps an idle connection alive through NAT and gateway timeouts. */
const ENQUIRE_LINK_MS = 30_000;

// India's DLT fields, as the country's SMPP gateways take them: the principal entity id and the
// registered template's id, in the vendor TLVs 0x1400 and 0x1401.
smpp.addTLV('dlt_entity_id', { id: 0x1400, type: smpp.types.tlv.string });
smpp.addTLV('dlt_template_id', { id: 0x1401, type: smpp.types.tlv.string });

/** SMS_SMPP_URL's parts; the smpp library names TLS "ssmpp". */
export function parseSmppUrl(url: string) {
  const u = new URL(url);
  const tls = u.protocol === 'smpps:';
  return {
    url: `${tls ? 'ssmpp' : 'smpp'}://${u.hostname}:${u.port || (tls ? '3550' : '2775')}`,
    systemId: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
  };
}

/** The text of a deliver_sm's short_message, however the library decoded it. */
function messageText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Buffer.isBuffer(value)) return value.toString('latin1');
  const message = (value as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : Buffer.isBuffer(message) ? message.toString() : '';
}

/** Reads a deliver_sm: a receipt (esm_class 0x04) by its TLVs or its "id:… stat:…" text. */
export function readDeliverSm(pdu: PDU): SmsIncoming {
  const text = messageText(pdu.short_message) || messageText(pdu.message_payload);
  const esmClass = Number(pdu.esm_class ?? 0);
  if (esmClass & smpp.ESM_CLASS.MC_DELIVERY_RECEIPT) {
    const gatewayId =
      (typeof pdu.receipted_message_id === 'string' && pdu.receipted_message_id) ||
      // Up to a control character too: a NUL in the text would make the receipt's lookup fail
      // in PostgreSQL every time the gateway sent it again.
      /id:([^\s\p{Cc}]+)/iu.exec(text)?.[1] ||
      '';
    const state = /stat:(\w+)/i.exec(text)?.[1]?.toUpperCase() ?? 'UNKNOWN';
    return { type: 'receipt', gatewayId, state };
  }
  return { type: 'reply', from: String(pdu.source_addr ?? '').replace(/^\+/, ''), text };
}

/** ESME_RX_T_APPN: "try again later"; the gateway delivers a deliver_sm again. */
const TEMPORARY_APP_ERROR = 0x64;

export function createSmppGateway(deps: {
  config: SmsConfig & { smppUrl: string };
  logger: Logger;
  onIncoming: (incoming: SmsIncoming) => Promise<void>;
}): SmsGateway & { bound(): Promise<void> } {
  const { config, logger, onIncoming } = deps;
  const target = parseSmppUrl(config.smppUrl);
  let session: Session | undefined;
  let binding: Promise<Session> | undefined;
  let closed = false;
  let rebind: NodeJS.Timeout | undefined;
  // The submits waiting for their answer: a lost connection fails them all at once (one close
  // listener for the lot, not one per submit).
  const inFlight = new Set<(error: Error) => void>();

  function scheduleRebind() {
    if (closed || rebind) return;
    rebind = setTimeout(() => {
      rebind = undefined;
      bind().catch(() => undefined);
    }, REBIND_AFTER_MS);
    rebind.unref();
  }

  function bind(): Promise<Session> {
    if (session) return Promise.resolve(session);
    binding ??= new Promise<Session>((resolve, reject) => {
      const s = smpp.connect({
        url: target.url,
        auto_enquire_link_period: ENQUIRE_LINK_MS,
      });
      let settled = false;
      // A gateway that takes the connection and never answers the bind is given up on.
      const bindTimer = setTimeout(() => fail(new Error('SMPP bind timed out')), SUBMIT_TIMEOUT_MS);
      const fail = (error: Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(bindTimer);
        binding = undefined;
        s.destroy();
        reject(error);
      };
      s.on('error', (error: Error) => {
        logger.warn({ error: error.message }, 'SMPP connection error');
        fail(error);
      });
      s.on('close', () => {
        if (session === s) {
          session = undefined;
          logger.warn('SMPP connection closed');
          for (const failSubmit of [...inFlight])
            failSubmit(new Error('SMPP connection closed during submit'));
        }
        fail(new Error('SMPP connection closed'));
        scheduleRebind();
      });
      s.on('deliver_sm', (pdu: PDU) => {
        onIncoming(readDeliverSm(pdu)).then(
          () => s.send(pdu.response()),
          (error: unknown) => {
            logger.error({ err: error }, 'SMS from the gateway not handled');
            s.send(pdu.response({ command_status: TEMPORARY_APP_ERROR }));
          },
        );
      });
      s.on('enquire_link', (pdu: PDU) => s.send(pdu.response()));
      s.on('unbind', (pdu: PDU) => {
        s.send(pdu.response());
        s.close();
      });
      s.on(target.url.startsWith('ssmpp') ? 'secureConnect' : 'connect', () => {
        s.bind_transceiver({ system_id: target.systemId, password: target.password }, (pdu) => {
          if (pdu.command_status !== smpp.ESME_ROK) {
            logger.error({ status: pdu.command_status }, 'SMPP bind refused');
            fail(new SmsRefused(pdu.command_status, 'bind'));
            return;
          }
          settled = true;
          clearTimeout(bindTimer);
          binding = undefined;
          session = s;
          logger.info('SMPP bound');
          resolve(s);
        });
      });
    });
    return binding;
  }

  return {
    async bound() {
      await bind();
    },
    async submit(sms) {
      const s = await bind();
      const template = config.dltTemplates[sms.kind];
      // One segment goes in short_message; a longer text in message_payload, which the gateway
      // splits and joins again on the phone.
      const long = smsSegments(sms.body).segments > 1;
      return new Promise<string>((resolve, reject) => {
        const fail = (error: Error) => {
          clearTimeout(timer);
          inFlight.delete(fail);
          reject(error);
        };
        const timer = setTimeout(() => {
          // No answer: the connection is not to be trusted; a new one is bound for the next.
          fail(new Error('SMPP submit timed out'));
          s.destroy();
        }, SUBMIT_TIMEOUT_MS);
        inFlight.add(fail);
        const sent = s.submit_sm(
          {
            source_addr: config.sender,
            source_addr_ton: /^\d+$/.test(config.sender) ? 1 : 5,
            destination_addr: sms.phone,
            dest_addr_ton: 1,
            dest_addr_npi: 1,
            registered_delivery: smpp.REGISTERED_DELIVERY.FINAL,
            ...(long ? { message_payload: sms.body } : { short_message: sms.body }),
            ...(config.dltEntityId ? { dlt_entity_id: config.dltEntityId } : {}),
            ...(template ? { dlt_template_id: template } : {}),
          },
          (pdu) => {
            clearTimeout(timer);
            inFlight.delete(fail);
            if (pdu.command_status === smpp.ESME_ROK) resolve(String(pdu.message_id ?? ''));
            else reject(new SmsRefused(pdu.command_status, 'submit_sm'));
          },
        );
        if (!sent) fail(new Error('SMPP connection closed during submit'));
      });
    },
    async close() {
      closed = true;
      if (rebind) clearTimeout(rebind);
      const s = session;
      session = undefined;
      if (!s) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => s.destroy(() => resolve()), 2_000);
        s.unbind({}, () => {
          clearTimeout(timer);
          s.close(() => resolve());
        });
      });
    },
  };
}

/**
 * Without SMS_SMPP_URL: each SMS is a JSON file in `dir` (owner only: reminders name people), so
 * a laptop shows what would go. Nothing comes back: no receipts, no replies.
 */
export function createFileGateway(deps: { dir: string; config: SmsConfig; logger: Logger }) {
  const { dir, config, logger } = deps;
  return {
    async submit(sms: SmsToSubmit) {
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const gatewayId = `file-${sms.id}`;
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${sms.id}.json`,
      );
      const record = {
        id: sms.id,
        kind: sms.kind,
        to: sms.phone,
        from: config.sender,
        dltEntityId: config.dltEntityId ?? null,
        dltTemplateId: config.dltTemplates[sms.kind] ?? null,
        text: sms.body,
        segments: smsSegments(sms.body).segments,
      };
      await fs.writeFile(file, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
      logger.info({ sms: sms.kind, smsId: sms.id, file }, 'SMS written to folder');
      return gatewayId;
    },
    async close() {},
  } satisfies SmsGateway;
}
