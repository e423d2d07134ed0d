// SMS (docs/decisions/0044-sms.md): the settings' schema and messages, the kinds of message, the
// replies Setu understands, and how many segments a text takes. The account page's form and the
// API use the same schema; the templates' tests use the same segment count as the delivery.
import { z } from 'zod';

/** What may go by SMS. Substitute offers and check-ins are written by their own capabilities. */
export const SMS_KINDS = [
  'session-reminder',
  'session-cancelled',
  'substitute-offer',
  'check-in',
] as const;
export type SmsKind = (typeof SMS_KINDS)[number];

export const SMS_MESSAGES = {
  phone: 'Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9.',
  consent: 'Tick the box to agree to receive SMS.',
} as const;

/**
 * An Indian mobile number as people type it (+91 98765 43210, 098765-43210, 9876543210), kept
 * as the gateway writes it: 91 and the ten digits. Replies arrive from that form.
 */
export function normalizePhone(raw: string): string | null {
  let digits = raw.replace(/[\s()-]/g, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  if (!/^\d+$/.test(digits)) return null;
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  return /^[6-9]\d{9}$/.test(digits) ? `91${digits}` : null;
}

/** The settings form: a phone and the consent box (sending it ticked is saying yes). */
export const smsSettingsSchema = z.object({
  phone: z
    .string({ error: SMS_MESSAGES.phone })
    .trim()
    .refine((v) => normalizePhone(v) !== null, SMS_MESSAGES.phone),
  consent: z.literal(true, { error: SMS_MESSAGES.consent }),
});
export type SmsSettingsInput = z.input<typeof smsSettingsSchema>;

/** What a reply means: "1" confirms the session it answers, "2" cancels it, STOP ends all SMS. */
export type SmsReply = 'confirm' | 'cancel' | 'stop';

export function replyMeaning(text: string): SmsReply | null {
  const word = text.trim().toUpperCase();
  if (word === '1') return 'confirm';
  if (word === '2') return 'cancel';
  // The words Indian operators' opt-out instructions use besides STOP, and STOP and "off" as a
  // Hindi reader writes them (the Hindi settings page tells them to).
  if (['STOP', 'STOPALL', 'UNSUBSCRIBE', 'END', 'QUIT', 'CANCEL', 'स्टॉप', 'बंद'].includes(word)) {
    return 'stop';
  }
  return null;
}

// GSM 03.38's default alphabet, and its extension table (each of those takes two septets).
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

/** The encoding a text goes in, its length in that encoding's units, and its segments. */
export function smsSegments(text: string): {
  encoding: 'GSM-7' | 'UCS-2';
  units: number;
  segments: number;
} {
  let septets = 0;
  let gsm = true;
  for (const ch of text) {
    if (GSM_BASIC.includes(ch)) septets += 1;
    else if (GSM_EXTENDED.includes(ch)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) {
    return {
      encoding: 'GSM-7',
      units: septets,
      segments: septets <= 160 ? 1 : Math.ceil(septets / 153),
    };
  }
  // UCS-2 counts UTF-16 code units; a multi-part message loses 3 of each 70 to its header.
  const units = text.length;
  return { encoding: 'UCS-2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}
