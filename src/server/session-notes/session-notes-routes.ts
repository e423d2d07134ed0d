// /api/session-notes: a session's notes (its volunteer and its NGO read and write them), the
// class's last notes before a session, and an NGO's notes of one class, page by page.
import { Hono } from 'hono';
import { classNotesQuerySchema, sessionNoteSchema } from '../../shared/session-notes';
import type { AppDeps, AppEnv } from '../http/env';
import { ngoOf, requireNgo, requireSignedIn, signedInAccount } from '../http/session';
import { jsonBody, queryParams } from '../http/validate';
import { classNotes, lastNotesBefore, notesOfSession } from './queries';
import { writeSessionNote } from './write-note';

export function sessionNoteRoutes({ database }: AppDeps) {
  const { db } = database;
  return new Hono<AppEnv>()
    .get('/sessions/:id', async (c) => {
      const { uid } = await signedInAccount(db, c);
      return c.json(await notesOfSession(db, c.req.param('id'), uid, new Date()));
    })
    .put('/sessions/:id', requireSignedIn, jsonBody(sessionNoteSchema), async (c) => {
      const { uid, actorUid } = await signedInAccount(db, c);
      const { covered, next } = c.req.valid('json');
      const note = await writeSessionNote(db, {
        id: c.req.param('id'),
        uid,
        actorUid,
        now: new Date(),
        covered,
        next,
      });
      return c.json({ note });
    })
    .get('/sessions/:id/before', async (c) => {
      const { uid } = await signedInAccount(db, c);
      return c.json(await lastNotesBefore(db, c.req.param('id'), uid));
    })
    .get('/classes', requireNgo(db), queryParams(classNotesQuerySchema), async (c) => {
      return c.json(await classNotes(db, ngoOf(c).uid, c.req.valid('query')));
    });
}
