import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { FAQ } from '../../shared/faq';
import { messages as hindiFaq } from '../locales/hi/shared-faq.po';
import { messages as hindiMatching } from '../locales/hi/shared-matching.po';
import { messages as hindi } from '../locales/hi/shared.po';
import { messages as hindiForms } from '../locales/hi/shared-forms.po';
import { sharedText } from './shared-text';

const hi = setupI18n({
  locale: 'hi',
  messages: { hi: { ...hindi, ...hindiForms, ...hindiMatching } },
});
const en = setupI18n({ locale: 'en', messages: { en: {} } });

describe('sharedText', () => {
  it("gives the shown language's text for a known English text, and leaves others as they are", () => {
    const i18n = setupI18n({ locale: 'hi', messages: { hi: { Maths: 'गणित' } } });
    expect(sharedText(i18n, 'Maths')).toBe('गणित');
    expect(sharedText(i18n, 'Something the server said')).toBe('Something the server said');
  });

  it('shows option labels, spec messages and server errors in Hindi from the shared catalogue', () => {
    expect(sharedText(hi, 'Maths')).toBe('गणित');
    expect(sharedText(hi, 'Saturday Morning')).toBe('शनिवार सुबह');
    expect(sharedText(hi, 'Invalid email or password.')).toBe('ईमेल या पासवर्ड ग़लत है।');
    expect(sharedText(hi, 'Please log in to continue.')).toBe('आगे बढ़ने के लिए कृपया लॉग इन करें।');
  });

  it('fills a pattern with its values, each shown in Hindi when known', () => {
    expect(sharedText(hi, 'Email is required.')).toBe('ईमेल भरना ज़रूरी है।');
    expect(sharedText(hi, 'Full name must be on one line.')).toBe('पूरा नाम एक ही पंक्ति में लिखें।');
    expect(sharedText(hi, 'Password must be at most 128 characters.')).toBe(
      'पासवर्ड में ज़्यादा से ज़्यादा 128 अक्षर हो सकते हैं।',
    );
    expect(sharedText(hi, '11:00 AM - 12:00 PM')).toBe('सुबह 11:00 से दोपहर 12:00');
    expect(sharedText(hi, 'Connection request sent to Asha and Seva Trust.')).toBe(
      'Asha and Seva Trust को जुड़ने का अनुरोध भेज दिया गया है।',
    );
    expect(
      sharedText(
        hi,
        'You can send at most 10 requests a day. You can send the next one in 5 minutes.',
      ),
    ).toBe('आप एक दिन में ज़्यादा से ज़्यादा 10 अनुरोध भेज सकते हैं। अगला अनुरोध आप 5 मिनट में भेज सकेंगे।');
  });

  it('shows a matching reason part by part, lists joined the Hindi way', () => {
    expect(
      sharedText(
        hi,
        'Maths and English in Ranchi · teaches in Hindi · works with children · needs 2 more volunteers',
      ),
    ).toBe('गणित और अंग्रेज़ी, राँची में · हिन्दी में पढ़ाती है · बच्चों के साथ काम करती है · 2 और स्वयंसेवक चाहिए');
    expect(sharedText(hi, 'in Pune, not Ranchi')).toBe('पुणे में, राँची में नहीं');
  });

  it('says the time ranges of a reason with each time as Hindi writes it', () => {
    expect(sharedText(hi, '12:00 PM – 3:00 PM')).toBe('दोपहर 12:00 से दोपहर 3:00');
    expect(
      sharedText(
        hi,
        'Maths online · Wednesday 12:00 PM – 3:00 PM fits your Wednesday Morning and Wednesday Evening',
      ),
    ).toBe(
      'गणित, ऑनलाइन · बुधवार दोपहर 12:00 से दोपहर 3:00 आपके बुधवार सुबह और बुधवार शाम के समय में आता है',
    );
    expect(sharedText(hi, 'Wednesday 6:30 PM – 8:00 PM runs past your Wednesday Evening')).toBe(
      'बुधवार शाम 6:30 से रात 8:00 आपके बुधवार शाम के समय से आगे तक चलता है',
    );
    // Each slot with what its part means: the hours in Hindi, the list joined the Hindi way.
    expect(
      sharedText(
        hi,
        'Wednesday 12:00 PM – 3:00 PM fits your Wednesday Morning (until 2:00 PM) and Wednesday Evening (from 2:00 PM)',
      ),
    ).toBe(
      'बुधवार दोपहर 12:00 से दोपहर 3:00 आपके बुधवार सुबह (दोपहर 2:00 तक) और बुधवार शाम (दोपहर 2:00 से) के समय में आता है',
    );
    expect(sharedText(hi, 'Monday 2:00 PM – 3:00 PM fits your Monday Evening (from 2:00 PM)')).toBe(
      'सोमवार दोपहर 2:00 से दोपहर 3:00 आपके सोमवार शाम (दोपहर 2:00 से) के समय में आता है',
    );
    expect(sharedText(en, 'Wednesday 12:00 PM – 3:00 PM fits your Wednesday Morning')).toBe(
      'Wednesday 12:00 PM – 3:00 PM fits your Wednesday Morning',
    );
  });

  it('shows the FAQ in Hindi once its catalogue is loaded', () => {
    const withFaq = setupI18n({ locale: 'hi', messages: { hi: { ...hindi, ...hindiFaq } } });
    expect(sharedText(withFaq, FAQ[1]!.question)).toBe('मुझे कितना समय देना होगा?');
  });

  it('leaves English exactly as it is', () => {
    expect(sharedText(en, '11:00 AM - 12:00 PM')).toBe('11:00 AM - 12:00 PM');
    expect(sharedText(en, 'Email is required.')).toBe('Email is required.');
  });
});
