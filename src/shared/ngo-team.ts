// An NGO's team: its owner (the account that signed the NGO up) and the coordinators the owner
// invites. What the team card, the invitation page and the API agree on (src/server/ngo-team,
// docs/decisions/0036-ngo-team.md).
import { z } from 'zod';
import { LIMITS } from './form-rules';
import { emailSchema, languageSchema, passwordSchema } from './schemas';
import { linkToken, textRules } from './text-refinement';

/** An invitation link works this many days, once. */
export const INVITATION_DAYS = 7;
/** At most this many coordinators and open invitations together, so a team stays a team. */
export const TEAM_MAX = 20;

export type TeamRole = 'owner' | 'coordinator';

export const TEAM_MESSAGES = {
  ownerOnly: 'Only the NGO’s owner can do this.',
  notMember: 'No such coordinator in your team.',
  teamFull: `A team has at most ${TEAM_MAX} coordinators and open invitations.`,
  alreadyInvited: 'This email already has an open invitation.',
  yourself: 'This is your own email.',
  invalidLink: 'This invitation link is not valid. Please ask the NGO for a new one.',
  expiredLink: 'This invitation link has expired. Please ask the NGO for a new one.',
  usedLink: 'This invitation has already been accepted. Please log in.',
  emailTaken:
    'This email already has a Setu account. Please ask the NGO to invite another email address.',
  notInvitation: 'No such open invitation.',
} as const;

/** The codes the web shows a refusal by, in the reader's language. */
export const TEAM_CODES = {
  emailTaken: 'team-email-taken',
  invalidLink: 'team-invalid-link',
  expiredLink: 'team-expired-link',
  usedLink: 'team-used-link',
  ownerOnly: 'team-owner-only',
} as const;

/** The owner invites an email, with the language the invitation is written in. */
export const inviteSchema = z.object({ email: emailSchema, language: languageSchema });
export type InviteInput = z.infer<typeof inviteSchema>;

const tokenSchema = linkToken(TEAM_MESSAGES.invalidLink);

export const invitationTokenSchema = z.object({ token: tokenSchema });

export const acceptInvitationSchema = z.object({
  token: tokenSchema,
  name: z
    .string({ error: 'Your name is required.' })
    .trim()
    .superRefine(textRules('Your name', 'single-line'))
    .min(1, 'Your name is required.')
    .max(LIMITS.name, `Your name must be at most ${LIMITS.name} characters.`),
  password: passwordSchema,
  /** The language the page was in: the new account's language. */
  language: languageSchema,
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

export interface TeamMember {
  uid: string;
  name: string;
  email: string;
  role: TeamRole;
  joinedAt: string;
}

export interface TeamInvitation {
  id: number;
  email: string;
  expiresAt: string;
  createdAt: string;
}

export interface TeamEventRow {
  at: string;
  event: 'invited' | 'joined' | 'removed' | 'left';
  actorName: string | null;
  subjectEmail: string;
}
