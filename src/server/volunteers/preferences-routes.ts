import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { CODE_OF_CONDUCT_VERSION } from '../../shared/code-of-conduct';
import { codeOfConductAcceptSchema, volunteerPreferencesSchema } from '../../shared/schemas';
import type { ExactHours } from '../../shared/availability';
import { volunteers } from '../db/schema';
import type { AppDeps, AppEnv } from '../http/env';
import { apiError } from '../http/errors';
import { notForRole, requireRole } from '../http/session';
import { ownProfileRow } from '../http/own-profile-row';
import { jsonBody } from '../http/validate';
import { saveExactHours } from './exact-hours';
import { holdAccount } from '../accounts/hold-account';
import { isoOrNull } from '../db/rows';

const columns = {
  preferredTopics: volunteers.preferredTopics,
  availability: volunteers.availability,
  exactHours: volunteers.exactHours,
  languages: volunteers.languages,
  ageGroup: volunteers.ageGroup,
  location: volunteers.location,
  codeOfConductVersion: volunteers.codeOfConductVersion,
  codeOfConductAcceptedAt: volunteers.codeOfConductAcceptedAt,
};

function view(row: {
  preferredTopics: string[];
  availability: string[];
  exactHours: ExactHours[];
  languages: string[];
  ageGroup: string;
  location: string;
  codeOfConductVersion: string | null;
  codeOfConductAcceptedAt: Date | null;
}) {
  const { codeOfConductVersion, codeOfConductAcceptedAt, ...preferences } = row;
  return {
    preferences,
    codeOfConduct: {
      currentVersion: CODE_OF_CONDUCT_VERSION,
      acceptedVersion: codeOfConductVersion,
      acceptedAt: isoOrNull(codeOfConductAcceptedAt),
      accepted: codeOfConductVersion === CODE_OF_CONDUCT_VERSION,
    },
  };
}

/** GET/PUT /api/volunteer-preferences and POST /code-of-conduct: the signed-in volunteer's own. */
export function volunteerPreferencesRoutes({ database }: AppDeps) {
  const { db } = database;
  return new Hono<AppEnv>()
    .use(requireRole(db, 'volunteer'))
    .get('/', async (c) => {
      const row = await ownProfileRow(db, 'volunteer', c.get('user')!.id, columns);
      c.header('Cache-Control', 'no-store');
      return c.json(view(row));
    })
    .put('/', jsonBody(volunteerPreferencesSchema), async (c) => {
      const input = c.req.valid('json');
      const uid = c.get('user')!.id;
      const row = await db.transaction(async (tx) => {
        // The account first (hold-account.ts): the hours' rows would otherwise wait for a
        // deletion in flight and fail their foreign key; 401 once it is gone.
        await holdAccount(tx, uid);
        if (input.exactHours) await saveExactHours(tx, uid, input.exactHours);
        const [saved] = await tx
          .update(volunteers)
          .set({
            preferredTopics: input.preferredTopics,
            availability: input.availability,
            languages: input.languages,
            ageGroup: input.ageGroup,
            location: input.location,
          })
          .where(eq(volunteers.userId, uid))
          .returning(columns);
        return saved;
      });
      if (!row) throw notForRole('volunteer');
      return c.json(view(row));
    })
    .post('/code-of-conduct', jsonBody(codeOfConductAcceptSchema), async (c) => {
      const { version } = c.req.valid('json');
      if (version !== CODE_OF_CONDUCT_VERSION) {
        throw apiError(
          409,
          'The code of conduct has changed since you opened it. Please read the new version.',
        );
      }
      const [row] = await db
        .update(volunteers)
        .set({ codeOfConductVersion: version, codeOfConductAcceptedAt: new Date() })
        .where(eq(volunteers.userId, c.get('user')!.id))
        .returning(columns);
      if (!row) throw notForRole('volunteer');
      return c.json(view(row));
    });
}
