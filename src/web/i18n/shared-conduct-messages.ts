// The code of conduct (src/shared/code-of-conduct.ts), keyed by its English: the catalogue sharedText() reads for it, loaded only by
// the screens that show it (SCREEN_CATALOGS). shared-messages.test.ts fails when a text of
// src/shared/code-of-conduct.ts has no entry here. Nothing imports this list at run time: it exists for lingui extract.
import { msg } from '@lingui/core/macro';

export const SHARED_CONDUCT_MESSAGES = [
  msg({ id: 'Code of conduct for working with children' }),
  msg({
    id: 'Setu volunteers teach children and teenagers. Their safety comes first. Before you send your first request, read and accept these rules. They apply in every session, in person and online.',
  }),
  msg({
    id: 'Never be alone with a child in a private or closed space. Teach where other adults from the NGO can see and hear you, and in online sessions keep the NGO in the call or record it with its permission.',
  }),
  msg({
    id: 'Do not take photos or videos of children, and do not share them, without the written permission of the NGO.',
  }),
  msg({
    id: 'Do not exchange phone numbers, social media or messages with children, and do not meet them outside the sessions. All contact goes through the NGO.',
  }),
  msg({
    id: 'Use respectful, encouraging language. Never hit, shame, threaten or single out a child, and never use language about caste, religion, gender or disability that belittles anyone.',
  }),
  msg({
    id: 'Do not give gifts, money or food to individual children without the NGO’s agreement.',
  }),
  msg({ id: 'Follow the NGO’s safeguarding policy and the instructions of its staff.' }),
  msg({
    id: 'If a child tells you about harm, or you notice something worrying, report it the same day to the NGO and to Setu. Do not investigate yourself and do not promise a child to keep a secret.',
  }),
  msg({
    id: 'Setu and the NGO may end a partnership at once if these rules are broken, and will inform the authorities where the law requires it.',
  }),
  msg({ id: 'I have read and accept the code of conduct' }),
];
