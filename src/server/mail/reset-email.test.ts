import { describe, expect, it } from 'vitest';
import { resetEmail } from './reset-email';

const input = {
  to: 'meera@example.org',
  name: 'Meera Nair',
  link: 'https://setu.example/#/reset-password?token=abc',
  minutes: 30,
};

describe('resetEmail', () => {
  it('keeps the English email word for word', () => {
    expect(resetEmail({ ...input, language: 'en' })).toEqual({
      to: 'meera@example.org',
      subject: 'Reset your Setu password',
      text: `Hello Meera Nair,\n\nSomeone asked to reset the password of your Setu account. To choose a new password, open this link within 30 minutes:\n\nhttps://setu.example/#/reset-password?token=abc\n\nIf it was not you, ignore this email: your password stays as it is.\n\n— Setu`,
    });
  });

  it('writes a Hindi account’s email in Hindi, with its name, minutes and link', () => {
    const mail = resetEmail({ ...input, language: 'hi' });
    expect(mail.subject).toBe('अपने सेतु खाते का नया पासवर्ड चुनें');
    expect(mail.text.split('\n')).toEqual([
      'नमस्ते Meera Nair,',
      '',
      'किसी ने आपके सेतु खाते का पासवर्ड बदलने को कहा है। नया पासवर्ड चुनने के लिए 30 मिनट के अंदर यह लिंक खोलें:',
      '',
      'https://setu.example/#/reset-password?token=abc',
      '',
      'अगर यह आपने नहीं किया था, तो इस ईमेल को छोड़ दें: आपका पासवर्ड जैसा है, वैसा ही रहेगा।',
      '',
      '— सेतु',
    ]);
  });
});
