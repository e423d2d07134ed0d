import { describe, expect, it } from 'vitest';
import { decisionEmail, refereeEmail } from './emails';

describe("the references' emails", () => {
  it("asks a referee in English, then Hindi, with the link and the volunteer's name", () => {
    const mail = refereeEmail({
      to: 'meera@example.org',
      refereeName: 'Meera Rao',
      volunteerName: 'Asha Verma',
      days: 14,
      url: 'https://setu.example/#/reference?token=abc',
      reminder: false,
    });
    expect(mail.subject).toBe(
      'Asha Verma named you as a referee on Setu / Asha Verma ने सेतु पर आपको संदर्भदाता बताया है',
    );
    expect(mail.text).toContain('Hello Meera Rao,');
    expect(mail.text).toContain(
      'Answer here within 14 days: https://setu.example/#/reference?token=abc',
    );
    expect(mail.text).toContain('14 दिनों के भीतर यहाँ उत्तर दें');
  });

  it('tells the volunteer a rejection in general words, in their language', () => {
    const mail = decisionEmail({
      to: 'asha@example.org',
      language: 'hi',
      volunteerName: 'Asha Verma',
      decision: 'rejected',
      reason: 'concern',
      checksUrl: 'https://setu.example/#/checks/references',
    });
    expect(mail.subject).toBe('आपके संदर्भ स्वीकार नहीं किए गए');
    expect(mail.text).toContain('एक संदर्भदाता ने बच्चों के साथ काम करने को लेकर चिंता जताई है।');
    expect(mail.text).toContain('https://setu.example/#/checks/references');
  });
});
