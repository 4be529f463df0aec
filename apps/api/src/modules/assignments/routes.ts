import { assignmentCalls, DEFAULT_LANGUAGE } from '@academy/domain';
import { create as contentDisposition } from 'content-disposition';
import { authOf } from '../../lib/access.js';
import { cachedRead } from '../../lib/report-cache.js';
import { route } from '../../lib/route.js';
import type { RoutesPlugin } from '../../lib/route-types.js';
import { requestOrigin, siteOrigin } from '../../lib/site-address.js';
import { assign, previewAssignment, withdrawAssignment } from './assign.js';
import { assignmentCalendar } from './calendar.js';
import { complianceReport } from './compliance.js';
import { sendCompliance } from './compliance-download.js';
import { listAssignments, myAssignments } from './list.js';
import { createRule, getRule, listRules, removeRule, updateRule } from './rules.js';

/** Admins assign to anyone, tsms within their scope, masters their distributor's people. */
const STAFF = { access: ['admin', 'tsm', 'master'] } as const;

export const assignmentRoutes: RoutesPlugin = (app, { db, config }) => {
  route(app, assignmentCalls.preview, STAFF, async (request) =>
    previewAssignment(db, authOf(request).user, request.body.item, request.body.audience),
  );
  route(app, assignmentCalls.assign, STAFF, async (request) =>
    assign(db, authOf(request), request.body, request.ip),
  );
  route(app, assignmentCalls.list, STAFF, async (request) =>
    listAssignments(db, authOf(request).user, request.query),
  );
  // a heavy read, kept a while (REPORT_CACHE_SECONDS) per scope, URL and language as the reports are
  route(app, assignmentCalls.compliance, STAFF, async (request) => {
    const viewer = authOf(request).user;
    const lang = request.query.lang ?? viewer.lang ?? DEFAULT_LANGUAGE;
    return cachedRead(db, config.reportCacheMs, viewer, `${request.url}|${lang}`, () =>
      complianceReport(db, viewer, { ...request.query, lang }),
    );
  });
  route(app, assignmentCalls.complianceDownload, STAFF, async (request, reply) =>
    sendCompliance(db, authOf(request).user, request.query, reply),
  );
  route(app, assignmentCalls.mine, {}, async (request) => myAssignments(db, authOf(request).user));
  route(app, assignmentCalls.calendar, {}, async (request, reply) => {
    const { text, fileName } = await assignmentCalendar(
      db,
      authOf(request).user,
      request.params.id,
      await siteOrigin(db, requestOrigin(request)),
    );
    return reply
      .type('text/calendar; charset=utf-8')
      .header('Cache-Control', 'private, no-store')
      .header('Content-Disposition', contentDisposition(fileName))
      .send(text);
  });
  route(app, assignmentCalls.withdraw, STAFF, async (request) =>
    withdrawAssignment(db, authOf(request), request.params.id, request.ip),
  );

  route(app, assignmentCalls.rules, STAFF, async (request) => listRules(db, authOf(request).user));
  route(app, assignmentCalls.rule, STAFF, async (request) =>
    getRule(db, authOf(request).user, request.params.id),
  );
  route(app, assignmentCalls.createRule, STAFF, async (request) =>
    createRule(db, authOf(request), request.body, request.ip),
  );
  route(app, assignmentCalls.updateRule, STAFF, async (request) =>
    updateRule(db, authOf(request), request.params.id, request.body, request.ip),
  );
  route(app, assignmentCalls.removeRule, STAFF, async (request) =>
    removeRule(db, authOf(request), request.params.id, request.ip),
  );
};
