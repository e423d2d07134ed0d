// createApp(deps) → the Hono app: security, logging and limits first, then Setu's API (which
// calls better-auth in-process), then the built SPA. ApiType is what the browser's typed client
// (hc) is built on.
import { cityWatchRoutes } from './city-watch/city-watch-routes';
import { vettingRoutes } from './vetting/vetting-routes';
import { mailWrites } from './mail/outbox';
import { smsWrites } from './sms/outbox';
import { smsRoutes } from './sms/sms-routes';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { bodyLimit } from './http/body-limit';
import type { AppDeps, AppEnv, AppInputs } from './http/env';
import { compression } from './http/compression';
import { clientIp } from './http/client-ip';
import { errorForLog, NOT_FOUND_MESSAGE, notFound } from './http/errors';
import { readablePath } from './http/readable-path';
import { MESSAGES } from '../shared/messages';
import { responseHeaders, sameOriginWrites } from './http/security';
import { noStoreForSessions } from './http/no-store';
import { loadSession } from './http/session';
import { staticRoutes } from './http/static';
import { requestLogger } from './logger';
import { listenForChanges } from './change-notices/change-listener';
import { createPublicReads } from './public-cache/public-reads';
import { createSessionCache } from './auth-sessions/session-cache';
import { createPdfRenderer } from './certificates/pdf-renderer';
import { auditRoutes } from './audit/audit-routes';
import { metricsRoutes } from './metrics/metrics-routes';
import { operatorMailRoutes } from './mail/operator-mail-routes';
import { operatorAuthRoutes } from './operators/operator-auth-routes';
import { operatorOverviewRoutes } from './operators/overview-routes';
import { operatorAccountRoutes } from './suspension/suspension-routes';
import { operatorReportRoutes } from './reports/operator-report-routes';
import { reportRoutes } from './reports/report-routes';
import { ngoVerificationRoutes, operatorNgoRoutes } from './verification/verification-routes';
import { confirmEmailRoutes } from './email-confirmation/confirm-email-routes';
import { accountRoutes } from './accounts/account-routes';
import { ownDataRoutes } from './own-data/own-data-routes';
import { feedbackRoutes } from './feedback/feedback-routes';
import { healthRoutes } from './health/health-routes';
import { matchesRoutes } from './matching/best-matches-routes';
import { matchingRoutes } from './matching/search-routes';
import { ngoRoutes } from './ngo-profile/ngo-dashboard-routes';
import { classRoutes } from './classes/classes-routes';
import { ngoProfileRoutes } from './ngo-profile/ngo-profile-routes';
import { partnerRoutes } from './ngo-profile/ngo-list-routes';
import { requestRoutes } from './requests/request-routes';
import { teachingSessionRoutes } from './teaching-sessions/teaching-session-routes';
import { substituteRoutes } from './substitutes/substitutes-routes';
import { sessionNoteRoutes } from './session-notes/session-notes-routes';
import { termRoutes } from './terms/terms-routes';
import { ngoTeamRoutes, teamInvitationRoutes } from './ngo-team/ngo-team-routes';
import { certificateRoutes, verifyRoutes } from './certificates/certificate-routes';
import { volunteerRoutes } from './volunteers/volunteer-routes';
import { volunteerPreferencesRoutes } from './volunteers/preferences-routes';
import { safeguardingCourseRoutes } from './safeguarding-course/safeguarding-course-routes';
import {
  operatorReferenceRoutes,
  referenceRequestRoutes,
  refereeRoutes,
} from './vetting-references/vetting-references-routes';
import {
  operatorDocumentRoutes,
  UPLOAD_BODY_BYTES,
  UPLOAD_PATHS,
  volunteerDocumentRoutes,
} from './vetting-documents/vetting-documents-routes';
import { checkInRoutes } from './check-in/check-in-routes';
import { endingRoutes, operatorEndingRoutes } from './endings/endings-routes';
import { impactRoutes } from './impact/impact-routes';

export const MAX_BODY_BYTES = 64 * 1024;

import { breakRoutes } from './breaks/breaks-routes';
import {
  operatorPartnershipHealthRoutes,
  partnershipHealthRoutes,
} from './partnership-health/partnership-health-routes';

function apiRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .route('/health', healthRoutes(deps))
    .route('/ngos', partnerRoutes(deps))
    .route('/feedback', feedbackRoutes(deps))
    .route('/accounts/confirm-email', confirmEmailRoutes(deps))
    .route('/accounts', accountRoutes(deps))
    .route('/accounts/me', ownDataRoutes(deps))
    .route('/volunteer', volunteerRoutes(deps))
    .route('/ngo/verification', ngoVerificationRoutes(deps))
    .route('/ngo/terms', termRoutes(deps))
    .route('/ngo/team', ngoTeamRoutes(deps))
    .route('/team-invitations', teamInvitationRoutes(deps))
    .route('/ngo/classes', classRoutes(deps))
    .route('/ngo', ngoRoutes(deps))
    .route('/matching', matchingRoutes(deps))
    .route('/requests', requestRoutes(deps))
    .route('/sessions', teachingSessionRoutes(deps))
    .route('/session-notes', sessionNoteRoutes(deps))
    .route('/certificates', certificateRoutes(deps))
    .route('/verify', verifyRoutes(deps))
    .route('/ngo-profile', ngoProfileRoutes(deps))
    .route('/volunteer-preferences', volunteerPreferencesRoutes(deps))
    .route('/safeguarding-course', safeguardingCourseRoutes(deps))
    .route('/matches', matchesRoutes(deps))
    .route('/city-watch', cityWatchRoutes(deps))
    .route('/vetting', vettingRoutes(deps))
    .route('/reports', reportRoutes(deps))
    .route('/operator/reports', operatorReportRoutes(deps))
    .route('/operator/auth', operatorAuthRoutes(deps))
    .route('/operator/overview', operatorOverviewRoutes(deps))
    .route('/operator/accounts', operatorAccountRoutes(deps))
    .route('/operator/audit', auditRoutes(deps))
    .route('/operator/metrics', metricsRoutes(deps))
    .route('/operator/mail', operatorMailRoutes(deps))
    .route('/operator/ngos', operatorNgoRoutes(deps))
    .route('/references', refereeRoutes(deps))
    .route('/reference-requests', referenceRequestRoutes(deps))
    .route('/operator/references', operatorReferenceRoutes(deps))
    .route('/vetting-documents', volunteerDocumentRoutes(deps))
    .route('/operator/documents', operatorDocumentRoutes(deps))
    .route('/check-in', checkInRoutes(deps))
    .route('/endings', endingRoutes(deps))
    .route('/operator/endings', operatorEndingRoutes(deps))
    .route('/impact', impactRoutes(deps))
    .route('/substitutes', substituteRoutes(deps))
    .route('/sms', smsRoutes(deps))
    .route('/breaks', breakRoutes(deps))
    .route('/partnership-health', partnershipHealthRoutes(deps))
    .route('/operator/partnership-health', operatorPartnershipHealthRoutes(deps));
}

export type ApiType = ReturnType<typeof apiRoutes>;

export function createApp(inputs: AppInputs & { distDir?: string }) {
  const { config, logger, auth } = inputs;
  const deps = {
    ...inputs,
    publicReads: inputs.publicReads ?? createPublicReads(inputs),
    sessions: createSessionCache(auth),
    pdfRenderer: inputs.pdfRenderer ?? createPdfRenderer(),
  };
  // One listener for everything kept in memory; it lives as long as the database does.
  listenForChanges(inputs.database, [deps.publicReads.notices, deps.sessions.notices], logger);
  const app = new Hono<AppEnv>();

  // First, so its headers go on every answer, errors included.
  app.use('*', responseHeaders(config));
  const requestLog = requestLogger(logger);
  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    requestLog({
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });
  // A request that wrote mail (in its transaction, now committed) starts their delivery; the
  // answer does not wait for it: SMTP never runs inside a request (docs/decisions/0030-mail-outbox.md).
  app.use('/api/*', async (_c, next) => {
    const before = mailWrites();
    const smsBefore = smsWrites();
    await next();
    if (mailWrites() !== before) inputs.mail.kick();
    if (smsWrites() !== smsBefore) inputs.sms?.kick();
  });
  app.use('*', compression());
  app.use('/api/*', clientIp(config.trustProxy));
  app.use('/api/*', readablePath());
  // Document uploads (a file of up to 5 MB) have their own, larger limit.
  const apiBodyLimit = bodyLimit(MAX_BODY_BYTES);
  const uploadBodyLimit = bodyLimit(UPLOAD_BODY_BYTES);
  app.use('/api/*', (c, next) =>
    (UPLOAD_PATHS.includes(c.req.path) ? uploadBodyLimit : apiBodyLimit)(c, next),
  );
  app.use('/api/*', sameOriginWrites(config.trustedOrigins));
  // None of better-auth's HTTP endpoints is mounted: Setu's routes call it through auth.api
  // (limits, profiles, one transaction), and /api/auth/* is a 404 like any unknown path
  // (docs/decisions/0006-auth-endpoints-closed.md).
  app.use('/api/*', noStoreForSessions());
  app.use('/api/*', loadSession(deps.sessions));

  const api = apiRoutes(deps);
  app.route('/api', api);
  app.all('/api/*', () => {
    throw notFound();
  });
  if (deps.distDir) app.route('/', staticRoutes(deps.distDir));

  app.notFound((c) => c.json({ error: NOT_FOUND_MESSAGE }, 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      if (error.res) return error.res;
      // Hono's own exceptions become JSON too: a 400 is a body its validators could not parse,
      // JSON or a multipart form alike (tests/api/accounts-bad-input.test.ts and
      // tests/api/vetting-documents.test.ts).
      const message = error.status === 400 ? MESSAGES.requestUnreadable : error.message;
      return c.json({ error: message }, error.status);
    }
    // The request id ties this line to the request's own log line; errorForLog keeps the values
    // (names, emails, phones in SQL parameters) out of the log.
    logger.error(
      {
        err: errorForLog(error),
        requestId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
      },
      'unhandled error',
    );
    return c.json({ error: 'Something went wrong. Please try again later.' }, 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
