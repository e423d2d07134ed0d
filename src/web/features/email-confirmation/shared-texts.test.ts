// Every text src/shared/email-confirmation.ts can send has an entry in this feature's catalogue
// (shared-texts.ts), and shows in Hindi through sharedText, the way the dashboards, the matching
// page and the confirm page show the server's answers.
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  CONFIRM_LINK_MESSAGES,
  CONFIRM_MAIL_FAILED,
  EMAIL_UNCONFIRMED_MESSAGES,
  resendLimitMessage,
} from '../../../shared/email-confirmation';
import { sharedText } from '../../i18n/shared-text';
import { messages as hindiMatching } from '../../locales/hi/shared-matching.po';
import { messages as hindi } from '../../locales/hi/features/email-confirmation.po';

const hi = setupI18n({ locale: 'hi', messages: { hi: { ...hindiMatching, ...hindi } } });
const latin = (text: string) => text.match(/[A-Za-z]{2,}/g) ?? [];

describe('the email-confirmation texts of src/shared', () => {
  const texts = [
    ...Object.values(EMAIL_UNCONFIRMED_MESSAGES),
    ...Object.values(CONFIRM_LINK_MESSAGES),
    CONFIRM_MAIL_FAILED,
    resendLimitMessage(30),
    resendLimitMessage(3599),
  ];

  it.each(texts)('shows “%s” in Hindi', (english) => {
    const shown = sharedText(hi, english);
    expect(shown).not.toBe(english);
    expect(latin(shown)).toEqual([]);
  });

  it('writes the wait of the resend limit in Hindi words', () => {
    expect(resendLimitMessage(1800)).toBe(
      'You have asked for 3 links in the last hour. You can ask for another one in 30 minutes.',
    );
    expect(sharedText(hi, resendLimitMessage(1800))).toContain('30 मिनट में');
  });
});
