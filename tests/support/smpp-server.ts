// A real SMPP 3.4 gateway on 127.0.0.1 for the SMS tests (the smpp library's server mode, speaking
// the protocol over TCP): it takes binds and submit_sm, answers with message ids, and can send
// deliver_sm (receipts and replies) to the bound Setu. Its switches make it refuse binds, refuse
// submits, or drop the connection when a submit arrives.
import type { AddressInfo } from 'node:net';
import smpp from 'smpp';
import type { PDU, Session } from 'smpp';
// Registers the DLT TLVs, so this gateway reads them as Setu writes them.
import '../../src/server/sms/gateway';

export interface Submitted {
  to: string;
  from: string;
  text: string;
  messageId: string;
  entityId: string | undefined;
  templateId: string | undefined;
}

export interface TestSmsc {
  url: string;
  port: number;
  submitted: Submitted[];
  binds: number;
  /** Refuse every bind (a wrong password, as far as Setu can tell). */
  refuseBinds: boolean;
  /** Refuse this many submit_sm with ESME_RSUBMITFAIL, then take them again. */
  refuseSubmits: number;
  /** Close the connection on this many submit_sm without answering them. */
  dropOnSubmit: number;
  /** Take submit_sm without ever answering them (a gateway that stalls mid-send). */
  holdSubmits: boolean;
  /** The texts of the submit_sm held unanswered. */
  held: string[];
  /** Sends a deliver_sm to the bound session; resolves with the command_status Setu answered. */
  deliver(pdu: Record<string, unknown>): Promise<number>;
  receipt(messageId: string, state: string): Promise<number>;
  reply(from: string, text: string): Promise<number>;
  /** Resolves once `n` submit_sm have been taken. */
  waitForSubmits(n: number): Promise<void>;
  close(): Promise<void>;
}

const text = (value: unknown) =>
  typeof value === 'string' ? value : String((value as { message?: unknown })?.message ?? '');

export async function startTestSmsc(
  credentials = { systemId: 'setu', password: 'secret' },
  port = 0,
): Promise<TestSmsc> {
  let bound: Session | undefined;
  let nextId = 1;
  const waiters: { n: number; resolve: () => void }[] = [];
  const smsc: TestSmsc = {
    url: '',
    port: 0,
    submitted: [],
    binds: 0,
    refuseBinds: false,
    refuseSubmits: 0,
    dropOnSubmit: 0,
    holdSubmits: false,
    held: [],
    deliver(pdu) {
      return new Promise((resolve, reject) => {
        if (!bound) return reject(new Error('nobody is bound'));
        bound.deliver_sm(pdu, (answer) => resolve(answer.command_status));
      });
    },
    receipt(messageId, state) {
      return smsc.deliver({
        esm_class: smpp.ESM_CLASS.MC_DELIVERY_RECEIPT,
        source_addr: '919876543210',
        short_message: `id:${messageId} sub:001 dlvrd:001 submit date:2612161200 done date:2612161201 stat:${state} err:000 text:`,
        receipted_message_id: messageId,
      });
    },
    reply(from, body) {
      return smsc.deliver({ source_addr: from, destination_addr: 'SETUIN', short_message: body });
    },
    waitForSubmits(n) {
      if (smsc.submitted.length >= n) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ n, resolve }));
    },
    async close() {
      for (const s of [...server.sessions]) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = smpp.createServer({}, (session) => {
    session.on('error', () => undefined);
    session.on('bind_transceiver', (pdu: PDU) => {
      const ok =
        !smsc.refuseBinds &&
        pdu.system_id === credentials.systemId &&
        pdu.password === credentials.password;
      if (!ok) {
        session.send(pdu.response({ command_status: smpp.ESME_RBINDFAIL }));
        session.close();
        return;
      }
      smsc.binds++;
      bound = session;
      session.send(pdu.response({ system_id: 'test-smsc' }));
    });
    session.on('enquire_link', (pdu: PDU) => session.send(pdu.response()));
    session.on('unbind', (pdu: PDU) => {
      session.send(pdu.response());
      session.close();
    });
    session.on('close', () => {
      if (bound === session) bound = undefined;
    });
    session.on('submit_sm', (pdu: PDU) => {
      if (smsc.dropOnSubmit > 0) {
        smsc.dropOnSubmit--;
        session.destroy();
        return;
      }
      if (smsc.holdSubmits) {
        smsc.held.push(text(pdu.short_message) || text(pdu.message_payload));
        return;
      }
      if (smsc.refuseSubmits > 0) {
        smsc.refuseSubmits--;
        session.send(pdu.response({ command_status: smpp.ESME_RSUBMITFAIL }));
        return;
      }
      const messageId = `m${nextId++}`;
      smsc.submitted.push({
        to: String(pdu.destination_addr),
        from: String(pdu.source_addr),
        text: text(pdu.short_message) || text(pdu.message_payload),
        messageId,
        entityId: pdu.dlt_entity_id as string | undefined,
        templateId: pdu.dlt_template_id as string | undefined,
      });
      session.send(pdu.response({ message_id: messageId }));
      for (const w of waiters.filter((w) => smsc.submitted.length >= w.n)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  smsc.port = (server.address() as AddressInfo).port;
  smsc.url = `smpp://${credentials.systemId}:${credentials.password}@127.0.0.1:${smsc.port}`;
  return smsc;
}
