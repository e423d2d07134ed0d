import { describe, expect, it } from 'vitest';
import { acceptedEmail, declinedEmail, newRequestEmail } from './emails';

const request = {
  to: 'ngo@example.org',
  ngoName: 'Asha Shiksha',
  volunteer: {
    fullName: 'Kiran Rao',
    skills: 'Teaching',
    availability: ['Saturday Morning', 'Sunday Evening'],
    languages: ['Hindi', 'English'],
    reason: 'I love teaching.',
  },
  message: 'I can teach maths on Saturdays.',
  dashboardUrl: 'https://setu.example/#/ngo-dashboard',
};

const accepted = {
  waiting: { missing: [], checksUrl: '' },
  to: 'kiran@example.org',
  volunteerName: 'Kiran Rao',
  ngoName: 'Asha Shiksha',
  day: 'Saturday',
  timeSlot: '11:00 AM - 12:00 PM',
  topic: 'Maths',
  city: 'Delhi',
  contact: { contactPerson: 'Ravi Kumar', email: 'ravi@example.org', phone: '9876543210' },
  dashboardUrl: 'https://setu.example/#/volunteer-dashboard',
};

const declined = {
  to: 'kiran@example.org',
  volunteerName: 'Kiran Rao',
  ngoName: 'Bal Vikas',
  matchingUrl: 'https://setu.example/#/volunteer-matching',
};

describe('the matching loop’s emails in English', () => {
  it('keeps the new-request email word for word', () => {
    const mail = newRequestEmail({ ...request, language: 'en' });
    expect(mail.subject).toBe('New volunteer request from Kiran Rao');
    expect(mail.text).toBe(
      [
        'Hello Asha Shiksha,',
        '',
        'Kiran Rao would like to volunteer with you through Setu.',
        '',
        'Skills: Teaching',
        'Availability: Saturday Morning, Sunday Evening',
        'Languages: Hindi, English',
        '',
        'Why they want to volunteer:',
        'I love teaching.',
        '',
        'Their message:',
        'I can teach maths on Saturdays.',
        '',
        'Accept or decline the request on your dashboard: https://setu.example/#/ngo-dashboard',
        'Their email and phone number appear there once you accept.',
        '',
        '— Setu',
      ].join('\n'),
    );
  });

  it('says "not given" for empty lists and leaves out an empty message', () => {
    const mail = newRequestEmail({
      ...request,
      language: 'en',
      message: '',
      volunteer: { ...request.volunteer, availability: [], languages: [] },
    });
    expect(mail.text).toContain('Availability: not given\nLanguages: not given\n');
    expect(mail.text).not.toContain('Their message:');
  });

  it('keeps the accepted and declined emails word for word', () => {
    const yes = acceptedEmail({ ...accepted, language: 'en' });
    expect(yes.subject).toBe('Asha Shiksha accepted your request');
    expect(yes.text).toBe(
      [
        'Hello Kiran Rao,',
        '',
        'Asha Shiksha accepted your request to volunteer.',
        '',
        'Weekly session: Maths, every Saturday, 11:00 AM - 12:00 PM',
        'City: Delhi',
        'Contact: Ravi Kumar, ravi@example.org, 9876543210',
        '',
        'Your schedule and calendar file: https://setu.example/#/volunteer-dashboard',
        'Please remember the code of conduct for working with children you accepted.',
        '',
        '— Setu',
      ].join('\n'),
    );
    const held = acceptedEmail({
      ...accepted,
      language: 'en',
      waiting: {
        missing: ['course', 'identity'],
        checksUrl: 'https://setu.example/#/volunteer-dashboard/checks',
      },
    });
    expect(held.text).toContain(
      [
        'Contact: Ravi Kumar, ravi@example.org, 9876543210',
        '',
        'Your sessions start once these checks are complete:',
        '- the safeguarding course',
        '- the identity check',
        'See what to do next on your checks page: https://setu.example/#/volunteer-dashboard/checks',
        '',
        'Your schedule and calendar file: https://setu.example/#/volunteer-dashboard',
      ].join('\n'),
    );
    const no = declinedEmail({ ...declined, language: 'en' });
    expect(no.subject).toBe('Bal Vikas declined your request');
    expect(no.text).toBe(
      [
        'Hello Kiran Rao,',
        '',
        'Bal Vikas cannot take your request at the moment.',
        'Other NGOs may be a good fit: https://setu.example/#/volunteer-matching',
        '',
        '— Setu',
      ].join('\n'),
    );
  });
});

describe('the matching loop’s emails in Hindi', () => {
  const latin = /\b(?!Kiran|Rao|Asha|Shiksha|Bal|Vikas|Ravi|Kumar|Delhi|I\b)[A-Za-z]{3,}\b/;
  const withoutData = (text: string) =>
    text.replace(/\S+@\S+|https:\/\/\S+|I love teaching\.|I can teach maths on Saturdays\./g, '');

  it('writes the new-request email to a Hindi NGO in Hindi, days and parts of the day included', () => {
    const mail = newRequestEmail({ ...request, language: 'hi' });
    expect(mail.subject).toBe('Kiran Rao आपकी संस्था से जुड़ना चाहते हैं');
    expect(mail.text).toContain('नमस्ते Asha Shiksha,');
    expect(mail.text).toContain('उपलब्धता: शनिवार सुबह, रविवार शाम');
    // Stored option values by their Hindi labels.
    expect(mail.text).toContain('कौशल: पढ़ाना');
    expect(mail.text).toContain('भाषाएँ: हिन्दी, अंग्रेज़ी');
    expect(mail.text).toContain('उनका संदेश:\nI can teach maths on Saturdays.');
    expect(mail.text).toContain(
      'अपने डैशबोर्ड पर अनुरोध स्वीकार या अस्वीकार करें: https://setu.example/#/ngo-dashboard',
    );
    expect(withoutData(mail.text)).not.toMatch(latin);
    const empty = newRequestEmail({
      ...request,
      language: 'hi',
      volunteer: { ...request.volunteer, availability: [] },
    });
    expect(empty.text).toContain('उपलब्धता: नहीं बताई');
  });

  it('writes the accepted and declined emails to a Hindi volunteer in Hindi, times as Hindi says them', () => {
    const yes = acceptedEmail({ ...accepted, language: 'hi' });
    expect(yes.subject).toBe('Asha Shiksha ने आपका अनुरोध स्वीकार कर लिया है');
    expect(yes.text).toContain('हर हफ़्ते: गणित, हर शनिवार, सुबह 11:00 – दोपहर 12:00');
    // A listed city is named in Hindi too.
    expect(yes.text).toContain('शहर: दिल्ली');
    expect(yes.text).toContain('संपर्क: Ravi Kumar, ravi@example.org, 9876543210');
    expect(withoutData(yes.text)).not.toMatch(latin);
    const no = declinedEmail({ ...declined, language: 'hi' });
    expect(no.subject).toBe('Bal Vikas ने आपका अनुरोध अस्वीकार कर दिया है');
    expect(no.text).toContain('दूसरी संस्थाएँ आपके लिए उपयुक्त हो सकती हैं:');
    expect(withoutData(no.text)).not.toMatch(latin);
  });
});
