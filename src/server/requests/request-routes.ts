// The requests' HTTP face: Connect, the lists, the calendar, and the answers. Each handler
// reads the input and the signed-in user and calls its use case (connect.ts, list-requests.ts,
// answers.ts, src/server/partnerships/volunteer-schedule.ts).
import { Hono } from 'hono';
import { connectMessage, sampleConnectMessage } from '../../shared/messages';
import { acceptRequestSchema, requestSchema } from '../../shared/schemas';
import { endPartnershipSchema } from '../../shared/endings';
import type { AppDeps, AppEnv } from '../http/env';
import { apiError } from '../http/errors';
import { hasRole, ngoActedFor, requireSignedIn, signedInUser } from '../http/session';
import { jsonBody } from '../http/validate';
import { volunteerSchedule } from '../partnerships/volunteer-schedule';
import { acceptRequest, declineRequest, endPartnership, withdrawRequest } from './answers';
import { listingToConnect, sendRequest } from './connect';
import { ngoRequests, volunteerRequests } from './list-requests';
import { accountAndRequest, requestId } from './transition';

export function requestRoutes({ database, config, publicReads }: AppDeps) {
  const { db } = database;
  const dashboard = (path: string) => `${config.publicUrl}/#${path}`;
  const answerDeps = { db, publicReads, dashboard, publicUrl: config.publicUrl };

  return new Hono<AppEnv>()
    .post('/', jsonBody(requestSchema), async (c) => {
      const { listingId, message, time } = c.req.valid('json');
      const listing = await listingToConnect(db, listingId);
      if (listing.ownerUid === null) {
        return c.json(
          {
            sample: true as const,
            message: sampleConnectMessage(listing.name, listing.id),
            request: null,
          },
          200,
        );
      }
      const request = await sendRequest(
        { db, dashboard },
        signedInUser(c).id,
        listing,
        message,
        time,
      );
      return c.json(
        { sample: false as const, message: connectMessage(listing.name), request },
        201,
      );
    })
    .get('/', async (c) => {
      const user = signedInUser(c);
      c.header('Cache-Control', 'no-store');
      if (await hasRole(db, user.id, 'volunteer'))
        return c.json(await volunteerRequests(db, user.id));
      const ngo = await ngoActedFor(db, user.id);
      if (ngo) return c.json(await ngoRequests(db, ngo.uid));
      throw apiError(403, 'Please log in as a volunteer or an NGO.');
    })
    .get('/schedule.ics', async (c) => {
      const user = signedInUser(c);
      if (!(await hasRole(db, user.id, 'volunteer'))) {
        throw apiError(403, 'This page is for volunteers.');
      }
      return c.body(await volunteerSchedule(db, config.publicUrl, user.id), 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'attachment; filename="setu-schedule.ics"',
        'Cache-Control': 'no-store',
      });
    })
    .post('/:id/accept', requireSignedIn, jsonBody(acceptRequestSchema), async (c) => {
      const { account, id } = await accountAndRequest(db, c);
      return c.json(await acceptRequest(answerDeps, account, id, c.req.valid('json')));
    })
    .post('/:id/decline', async (c) => {
      const { account, id } = await accountAndRequest(db, c);
      return c.json(await declineRequest(answerDeps, account, id));
    })
    .post('/:id/withdraw', async (c) =>
      c.json(await withdrawRequest(answerDeps, signedInUser(c).id, requestId(c.req.param('id')))),
    )
    .post('/:id/end', requireSignedIn, jsonBody(endPartnershipSchema), async (c) => {
      const { account, id } = await accountAndRequest(db, c);
      return c.json(await endPartnership(answerDeps, account, id, c.req.valid('json')));
    });
}
