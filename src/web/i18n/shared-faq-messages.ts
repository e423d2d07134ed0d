// The FAQ (src/shared/faq.ts), keyed by its English: the catalogue sharedText() reads for it, loaded only by
// the screens that show it (SCREEN_CATALOGS). shared-messages.test.ts fails when a text of
// src/shared/faq.ts has no entry here. Nothing imports this list at run time: it exists for lingui extract.
import { msg } from '@lingui/core/macro';

export const SHARED_FAQ_MESSAGES = [
  msg({ id: 'Do I need teaching experience to volunteer with Setu?' }),
  msg({
    id: 'No. Many of our volunteers are students and working professionals who have never taught before. Tell us your skills and the subjects you are comfortable with when you register; partner NGOs give a short orientation and lesson material, and you can start by assisting a regular teacher.',
  }),
  msg({ id: 'How much time do I have to give?' }),
  msg({
    id: 'As little as one hour a week. You choose the days and the morning or evening slots that suit you, and we match you only with NGOs that need help at those times. You can change your availability from your dashboard whenever your schedule changes.',
  }),
  msg({ id: 'How does Setu match volunteers with NGOs?' }),
  msg({
    id: 'On the matching page you search by topic, day and city. Setu shows NGOs whose needs and timings fit, and you send a connection request with one click. The NGO sees your profile and accepts or declines, and you both see the result on your dashboards.',
  }),
  msg({ id: 'Is volunteering with Setu free? Will I be paid?' }),
  msg({
    id: 'Setu is free for volunteers and for NGOs. Volunteering is unpaid; some NGOs reimburse travel or provide materials, and they will say so in their listing. We never ask volunteers or NGOs for money.',
  }),
  msg({ id: 'How can our NGO join Setu, and what does it cost?' }),
  msg({
    id: 'Register as an NGO with your contact person, area of work, schedule and the kind of volunteers you need. There is no fee. Once registered, your NGO appears in the search and you can review and accept volunteers from your dashboard.',
  }),
  msg({ id: 'How do you keep children safe?' }),
  msg({
    id: 'Sessions take place at the NGO’s centre or in its supervised online classes, never one-to-one in private. Partner NGOs apply their own child-protection policy, which usually includes an ID check and a signed code of conduct for every volunteer. Report any concern to us at once through the Contact page.',
  }),
];
