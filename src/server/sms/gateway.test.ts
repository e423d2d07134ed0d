import type { PDU } from 'smpp';
import { describe, expect, it } from 'vitest';
import { parseSmppUrl, readDeliverSm } from './gateway';

describe('parseSmppUrl', () => {
  it('names TLS as the smpp library does, with its default port', () => {
    expect(parseSmppUrl('smpps://setu:p%40ss@smpp.example.in')).toEqual({
      url: 'ssmpp://smpp.example.in:3550',
      systemId: 'setu',
      password: 'p@ss',
    });
    expect(parseSmppUrl('smpp://setu:x@10.0.0.5:2776').url).toBe('smpp://10.0.0.5:2776');
  });
});

const pdu = (fields: Record<string, unknown>) => fields as unknown as PDU;

describe('readDeliverSm', () => {
  it('reads a receipt from its text when the gateway sends no TLV', () => {
    expect(
      readDeliverSm(
        pdu({
          esm_class: 4,
          short_message: { message: 'id:ab12 sub:001 dlvrd:001 stat:undeliv err:1' },
        }),
      ),
    ).toEqual({ type: 'receipt', gatewayId: 'ab12', state: 'UNDELIV' });
  });

  it("ends a receipt's id at a control character, which PostgreSQL would refuse (NUL)", () => {
    expect(
      readDeliverSm(
        pdu({ esm_class: 4, short_message: { message: 'id:ab12\u0000\u0001 stat:DELIVRD' } }),
      ),
    ).toEqual({ type: 'receipt', gatewayId: 'ab12', state: 'DELIVRD' });
  });

  it('reads a reply with the sender as digits', () => {
    expect(
      readDeliverSm(pdu({ esm_class: 0, source_addr: '+919876543210', short_message: '2' })),
    ).toEqual({ type: 'reply', from: '919876543210', text: '2' });
  });
});
