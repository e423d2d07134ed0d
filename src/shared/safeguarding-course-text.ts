// The safeguarding course's screens (docs/decisions/0038-safeguarding-course.md), in the order
// the course page walks through them. The texts are messages (English here, Hindi in
// src/web/locales/hi/safeguarding-course.po), loaded only by the course page. The quiz's questions
// stay on the server (src/server/safeguarding-course/question-bank.ts); each one asks about a
// point made here.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface CourseScreen {
  id: string;
  title: MessageDescriptor;
  /** Paragraphs before the points. */
  intro: readonly MessageDescriptor[];
  points: readonly MessageDescriptor[];
}

export const COURSE_SCREENS: readonly CourseScreen[] = [
  {
    id: 'welcome',
    title: msg`Why this course`,
    intro: [
      msg`Setu volunteers teach children and teenagers. Before you meet them, this short course shows you how to keep them safe, and yourself too.`,
      msg`It has seven short screens and takes about fifteen minutes. At the end there is a quiz of 10 questions. You pass with 8 right answers, and a pass is valid for 24 months.`,
    ],
    points: [
      msg`A child’s safety always comes before your plans for the lesson.`,
      msg`When in doubt, ask the NGO. When worried, report it.`,
    ],
  },
  {
    id: 'pocso',
    title: msg`The POCSO Act in plain words`,
    intro: [
      msg`India’s Protection of Children from Sexual Offences Act, 2012 (POCSO) protects every child from sexual abuse, harassment and exploitation.`,
    ],
    points: [
      msg`A child is anyone under 18, girl or boy.`,
      msg`It covers touching and also harm without touch: sexual talk, showing or sending sexual pictures or messages, online too, and using children in pornographic material.`,
      msg`A child cannot consent. What a child said or agreed to never makes it lawful.`,
      msg`Anyone who knows of or suspects abuse must report it. Not reporting is itself an offence.`,
      msg`Never make a child victim’s identity known: no name, photo, school or address, not even in a private group.`,
    ],
  },
  {
    id: 'boundaries',
    title: msg`Boundaries`,
    intro: [
      msg`Clear boundaries protect children from harm and protect you from misunderstanding.`,
    ],
    points: [
      msg`No private contact with children: no phone numbers, social media or messages. All contact goes through the NGO.`,
      msg`No photos or videos of children, unless the NGO has given written permission.`,
      msg`Never alone with a child behind a closed door. Teach where other adults from the NGO can see and hear you.`,
      msg`Do not meet children outside the NGO’s sessions, and do not give gifts or money to one child.`,
      msg`Never hit, shame, threaten or single out a child.`,
    ],
  },
  {
    id: 'online',
    title: msg`Online safety`,
    intro: [
      msg`Online sessions follow the same rules as sessions in person: the screen is not a closed door.`,
    ],
    points: [
      msg`Use the NGO’s platform and class links, never your personal accounts or number.`,
      msg`No one-to-one video calls with a child. Keep NGO staff in the call, or record it with the NGO’s permission.`,
      msg`Do not record, screenshot or save children’s images on your own device.`,
      msg`If a child shows or tells you about something harmful online, do not copy or forward it. Tell the NGO’s designated person.`,
    ],
  },
  {
    id: 'disclosure',
    title: msg`When a child tells you about harm`,
    intro: [
      msg`A child may tell you that someone hurt them, in words, in a drawing or in pieces over several sessions. How you respond matters.`,
    ],
    points: [
      msg`Listen calmly. Believe the child and tell them they were right to tell you.`,
      msg`Do not ask detailed questions and do not investigate. That is for trained people.`,
      msg`Do not promise to keep it a secret. Say kindly that you will tell someone who can help.`,
      msg`Write down the child’s own words, the date and time, and what you did.`,
      msg`Tell the NGO’s designated person the same day. Do not go to the family yourself: the person causing harm may be close to the child.`,
    ],
  },
  {
    id: 'help',
    title: msg`Getting help now`,
    intro: [
      msg`The NGO’s designated person reports to the police or the Special Juvenile Police Unit, as the law requires. You can also call for help yourself at any time.`,
    ],
    points: [
      msg`Childline 1098: free, day and night, for children and for adults worried about a child.`,
      msg`112: India’s emergency number, when a child is in immediate danger. Call first, then tell the NGO.`,
      msg`Never confront the person you suspect yourself.`,
    ],
  },
  {
    id: 'reporting',
    title: msg`Reporting a concern through Setu`,
    intro: [
      msg`Setu’s team reads every report privately and works with the NGO on it. Report a worry even when you are not sure: you do not need proof.`,
    ],
    points: [
      msg`Use “Report a concern” on a request, a partnership or an NGO’s listing.`,
      msg`Say what you saw or heard, when and where, in plain words.`,
      msg`Tell the NGO’s designated person too, and in an emergency call 112 first.`,
      msg`Reports are never public. Do not post about a concern on social media.`,
    ],
  },
];
