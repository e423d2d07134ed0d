// The six FAQ entries of /Faq (spec §2; README → The specification).
export interface FaqEntry {
  question: string;
  answer: string;
}

export const FAQ: readonly FaqEntry[] = [
  {
    question: 'Do I need teaching experience to volunteer with Setu?',
    answer:
      'No. Many of our volunteers are students and working professionals who have never taught before. Tell us your skills and the subjects you are comfortable with when you register; partner NGOs give a short orientation and lesson material, and you can start by assisting a regular teacher.',
  },
  {
    question: 'How much time do I have to give?',
    answer:
      'As little as one hour a week. You choose the days and the morning or evening slots that suit you, and we match you only with NGOs that need help at those times. You can change your availability from your dashboard whenever your schedule changes.',
  },
  {
    question: 'How does Setu match volunteers with NGOs?',
    answer:
      'On the matching page you search by topic, day and city. Setu shows NGOs whose needs and timings fit, and you send a connection request with one click. The NGO sees your profile and accepts or declines, and you both see the result on your dashboards.',
  },
  {
    question: 'Is volunteering with Setu free? Will I be paid?',
    answer:
      'Setu is free for volunteers and for NGOs. Volunteering is unpaid; some NGOs reimburse travel or provide materials, and they will say so in their listing. We never ask volunteers or NGOs for money.',
  },
  {
    question: 'How can our NGO join Setu, and what does it cost?',
    answer:
      'Register as an NGO with your contact person, area of work, schedule and the kind of volunteers you need. There is no fee. Once registered, your NGO appears in the search and you can review and accept volunteers from your dashboard.',
  },
  {
    question: 'How do you keep children safe?',
    answer:
      'Sessions take place at the NGO’s centre or in its supervised online classes, never one-to-one in private. Partner NGOs apply their own child-protection policy, which usually includes an ID check and a signed code of conduct for every volunteer. Report any concern to us at once through the Contact page.',
  },
];
