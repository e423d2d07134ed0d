// Every text src/shared/terms.ts can send has an entry in this feature's catalogue
// (shared-texts.ts), and shows in Hindi through sharedText, as the card shows the form's checks
// and the server's refusals.
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { TEXT_RULE_MESSAGES } from '../../../shared/messages';
import { TERMS_MESSAGES } from '../../../shared/terms';
import { sharedText } from '../../i18n/shared-text';
import { messages as hindiForms } from '../../locales/hi/shared-forms.po';
import { messages as hindi } from '../../locales/hi/features/terms.po';

const hi = setupI18n({ locale: 'hi', messages: { hi: { ...hindiForms, ...hindi } } });
const latin = (text: string) => text.match(/[A-Za-z]{2,}/g) ?? [];

describe('the terms and holidays texts of src/shared', () => {
  it.each([...Object.values(TERMS_MESSAGES), TEXT_RULE_MESSAGES.lineBreak('The name')])(
    'shows “%s” in Hindi',
    (english) => {
      const shown = sharedText(hi, english);
      expect(shown).not.toBe(english);
      expect(latin(shown)).toEqual([]);
    },
  );
});
