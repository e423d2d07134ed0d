// /api/sms/settings: the signed-in person's SMS settings (settings.ts), on the account page.
import { Hono } from 'hono';
import { smsSettingsSchema } from '../../shared/sms';
import type { AppDeps, AppEnv } from '../http/env';
import { requireSignedIn, signedInUser } from '../http/session';
import { jsonBody } from '../http/validate';
import { consentToSms, smsSettingsOf, switchOffSms } from './settings';

export function smsRoutes({ database }: AppDeps) {
  const { db } = database;
  return new Hono<AppEnv>()
    .get('/settings', async (c) => {
      const user = signedInUser(c);
      return c.json(await smsSettingsOf(db, user.id));
    })
    .put('/settings', requireSignedIn, jsonBody(smsSettingsSchema), async (c) => {
      const user = signedInUser(c);
      await consentToSms(db, user.id, c.req.valid('json').phone, new Date());
      return c.json(await smsSettingsOf(db, user.id));
    })
    .delete('/settings', async (c) => {
      const user = signedInUser(c);
      await switchOffSms(db, user.id, new Date());
      return c.json(await smsSettingsOf(db, user.id));
    });
}
