// The emails whose point is one link (confirm an address, choose a new password): the same
// letter around the link, so it is written once and each email names only its own texts.
import type { Locale } from '../../shared/locales';
import type { MailMessage } from './mailer';
import { mailText, type MailText } from './mail-i18n';
import type { MailMessageId } from './messages-en';
import { letter } from './letter';

export interface LinkEmailInput {
  to: string;
  name: string;
  link: string;
  language: Locale;
}

/** The subject, then the body's first paragraph, the link and each further paragraph. */
export function linkEmail(
  input: LinkEmailInput,
  subject: MailMessageId,
  intro: (t: MailText) => string,
  after: readonly MailMessageId[],
): MailMessage {
  const t = mailText(input.language);
  const body = [intro(t), '', input.link, ...after.flatMap((id) => ['', t(id)])];
  return { to: input.to, subject: t(subject), text: letter(t, input.name, body) };
}
