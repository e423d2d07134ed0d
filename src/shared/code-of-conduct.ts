// Setu's child-safety code of conduct. Volunteers accept the current version before their first
// request; the version and time of acceptance are stored and shown to the NGO. Changing the text
// means a new version: every volunteer accepts it again before their next request.

export interface CodeOfConduct {
  version: string;
  title: string;
  intro: string;
  points: readonly string[];
  acceptLabel: string;
}

export const CODE_OF_CONDUCT: CodeOfConduct = {
  version: '2026-11',
  title: 'Code of conduct for working with children',
  intro:
    'Setu volunteers teach children and teenagers. Their safety comes first. Before you send ' +
    'your first request, read and accept these rules. They apply in every session, in person ' +
    'and online.',
  points: [
    'Never be alone with a child in a private or closed space. Teach where other adults from the NGO can see and hear you, and in online sessions keep the NGO in the call or record it with its permission.',
    'Do not take photos or videos of children, and do not share them, without the written permission of the NGO.',
    'Do not exchange phone numbers, social media or messages with children, and do not meet them outside the sessions. All contact goes through the NGO.',
    'Use respectful, encouraging language. Never hit, shame, threaten or single out a child, and never use language about caste, religion, gender or disability that belittles anyone.',
    'Do not give gifts, money or food to individual children without the NGO’s agreement.',
    'Follow the NGO’s safeguarding policy and the instructions of its staff.',
    'If a child tells you about harm, or you notice something worrying, report it the same day to the NGO and to Setu. Do not investigate yourself and do not promise a child to keep a secret.',
    'Setu and the NGO may end a partnership at once if these rules are broken, and will inform the authorities where the law requires it.',
  ],
  acceptLabel: 'I have read and accept the code of conduct',
};

export const CODE_OF_CONDUCT_VERSION = CODE_OF_CONDUCT.version;

/** Whether a volunteer's stored acceptance covers the current text. */
export function hasAcceptedCurrentCode(acceptedVersion: string | null | undefined): boolean {
  return acceptedVersion === CODE_OF_CONDUCT_VERSION;
}
