/**
 * Where browsers report Content-Security-Policy violations (security-headers.ts names it in the
 * policy's `report-uri`): `POST /api/csp-reports`, in either format (`application/csp-report` from
 * report-uri, `application/reports+json` from the Reporting API, should an operator add report-to).
 *
 * Anyone can post here, so it is bounded twice: a per-client rate limit (rate-limit.ts), and a
 * fixed number of stored documents whatever the traffic. Reports are kept as kinds of violation
 * (directive, blocked resource without its query, page path, source line) with a count, in
 * `MAX_STORED_REPORTS` slots of the private `cspreports` database: a kind goes in the slot its
 * hash names, or one of the next few; when those all hold other kinds seen recently, it is
 * dropped. No slot number exists past the cap, so no number of instances or requests can store
 * more. A kind not seen for `REPORT_RETENTION_MS` frees its slot for another.
 *
 * `GET /api/csp-reports` (admin) lists what is stored, most recent first.
 */
import { createHash } from 'node:crypto';
import express, { Router } from 'express';
import { z } from 'zod';
import type { CouchDatabase, DocBase } from '../db/couch.js';
import { KeyedMutex } from '../db/keyed-mutex.js';
import { parseWith, updateDoc } from '../db/update-doc.js';
import { requireAdmin, type TokenVerifier } from './auth-guard.js';
import { rateLimit } from './rate-limit.js';
import { sendOk } from './respond.js';

type Db = CouchDatabase<DocBase & Record<string, unknown>>;

export const MAX_STORED_REPORTS = 200;
/** A kind of violation may take this many slots from its own before it is dropped. */
const PROBES = 8;
export const REPORT_RETENTION_MS = 30 * 24 * 3600_000;
/** Reports read from one request (the Reporting API batches them). */
const MAX_REPORTS_PER_REQUEST = 20;
/**
 * Largest report body read, whatever its type (report-uri's, the Reporting API's, plain JSON): a
 * real report is about 1 KB. The router is mounted before the api's own JSON reader (app.ts), whose
 * 100 KB limit would otherwise read an application/json body first.
 */
export const CSP_REPORT_MAX_BYTES = 32 * 1024;
/** Per client: a page with a real problem reports a few times per load; more is a flood. */
export const CSP_REPORT_LIMIT = { limit: 60, windowMs: 10 * 60_000 };

const text = (max: number) =>
  z
    .unknown()
    .transform((v) => (typeof v === 'string' || typeof v === 'number' ? String(v).slice(0, max) : ''))
    .optional();

/** One violation in either format, the fields we keep (both spellings: report-uri's kebab case, report-to's camel case). */
const ViolationSchema = z.object({
  'effective-directive': text(60),
  'violated-directive': text(60),
  effectiveDirective: text(60),
  'blocked-uri': text(500),
  blockedURL: text(500),
  'document-uri': text(500),
  documentURL: text(500),
  'source-file': text(500),
  sourceFile: text(500),
  'line-number': text(10),
  lineNumber: text(10),
  'script-sample': text(80),
  sample: text(80),
  disposition: text(10),
});

const ReportDocSchema = z.object({
  _id: z.string(),
  _rev: z.string().optional(),
  type: z.literal('csp-report'),
  kind: z.string(),
  directive: z.string(),
  blocked: z.string(),
  page: z.string(),
  source: z.string(),
  sample: z.string(),
  count: z.number().int().min(1),
  firstSeen: z.number(),
  lastSeen: z.number(),
});
type ReportDoc = z.infer<typeof ReportDocSchema>;
export type CspViolation = Pick<ReportDoc, 'directive' | 'blocked' | 'page' | 'source' | 'sample'>;

/** A URL without its query and fragment (they may carry personal data); keywords like "inline" as they are. */
function withoutQuery(value: string): string {
  try {
    const u = new URL(value);
    return `${u.origin}${u.pathname}`;
  } catch {
    return value.split(/[?#]/)[0] ?? '';
  }
}
const pathOf = (value: string) => {
  try {
    return new URL(value).pathname;
  } catch {
    return value.split(/[?#]/)[0] ?? '';
  }
};

/** The violations in a posted body, either format; anything else is ignored. */
export function violationsIn(body: unknown): CspViolation[] {
  const raw: unknown[] = Array.isArray(body)
    ? body.map((r) => (r && typeof r === 'object' && 'body' in r ? (r as { body: unknown }).body : null))
    : [body && typeof body === 'object' && 'csp-report' in body ? (body as Record<string, unknown>)['csp-report'] : null];
  return raw.slice(0, MAX_REPORTS_PER_REQUEST).flatMap((r) => {
    const p = ViolationSchema.safeParse(r);
    if (!p.success) return [];
    const v = p.data;
    const directive = v.effectiveDirective || v['effective-directive'] || v['violated-directive'] || '';
    if (!directive) return [];
    const line = v.lineNumber || v['line-number'] || '';
    const source = withoutQuery(v.sourceFile || v['source-file'] || '');
    return [
      {
        directive: directive.split(' ')[0] ?? directive,
        blocked: withoutQuery(v.blockedURL || v['blocked-uri'] || ''),
        page: pathOf(v.documentURL || v['document-uri'] || ''),
        source: source && line ? `${source}:${line}` : source,
        sample: v.sample || v['script-sample'] || '',
      },
    ];
  });
}

export function createCspReports(db: Db) {
  const mutex = new KeyedMutex();
  const parse = parseWith(ReportDocSchema);
  const slotId = (n: number) => `slot-${String(n % MAX_STORED_REPORTS).padStart(4, '0')}`;

  /** Stores one violation (counts it when its kind is stored already); false when it was dropped. */
  async function record(v: CspViolation, now = Date.now()): Promise<boolean> {
    const kind = createHash('sha256')
      .update(JSON.stringify([v.directive, v.blocked, v.page, v.source]))
      .digest('hex');
    const home = parseInt(kind.slice(0, 8), 16);
    const free = (d: ReportDoc | null) => !d || d.lastSeen < now - REPORT_RETENTION_MS;
    const ids = Array.from({ length: PROBES }, (_, i) => slotId(home + i));
    const held = new Map((await db.allDocs({ keys: ids })).flatMap((d) => (parse(d) ? [[d._id, parse(d)!] as const] : [])));
    // Its own slot first, else the first free one; a slot taken meanwhile is decided again on a fresh read.
    const target = ids.find((id) => held.get(id)?.kind === kind) ?? ids.find((id) => free(held.get(id) ?? null));
    if (!target) return false;
    let stored = false;
    await updateDoc<ReportDoc>(
      db,
      target,
      (current) => {
        stored = false;
        if (current && current.kind === kind) {
          stored = true;
          return { write: { ...current, count: current.count + 1, lastSeen: now, sample: current.sample || v.sample } };
        }
        if (!free(current)) return { keep: true };
        stored = true;
        return { write: { _id: target, type: 'csp-report', kind, ...v, count: 1, firstSeen: now, lastSeen: now } };
      },
      { parse, mutex },
    );
    return stored;
  }

  async function list(): Promise<ReportDoc[]> {
    const docs = (await db.allDocs({ startkey: 'slot-', endkey: 'slot-\ufff0' })).flatMap((d) => (parse(d) ? [parse(d)!] : []));
    return docs.sort((a, b) => b.lastSeen - a.lastSeen);
  }

  return { record, list };
}
export type CspReports = ReturnType<typeof createCspReports>;

export function cspReportsRouter(deps: { reports: Db; limits: Db; verifier: TokenVerifier; log: (m: string) => void }): Router {
  const store = createCspReports(deps.reports);
  const router = Router();
  router.post(
    '/',
    rateLimit({ db: deps.limits, name: 'csp-report', ...CSP_REPORT_LIMIT, what: 'reports' }),
    express.json({ type: ['application/csp-report', 'application/reports+json', 'application/json'], limit: CSP_REPORT_MAX_BYTES }),
    async (req, res) => {
      let dropped = 0;
      for (const v of violationsIn(req.body)) if (!(await store.record(v))) dropped++;
      if (dropped) deps.log(`${dropped} CSP report(s) dropped: the report store is full (${MAX_STORED_REPORTS} kinds)`);
      res.status(204).end();
    },
  );
  router.get('/', requireAdmin(deps.verifier), async (_req, res) => {
    const stored = await store.list();
    const reports = stored.map((r) => ({
      directive: r.directive,
      blocked: r.blocked,
      page: r.page,
      source: r.source,
      sample: r.sample,
      count: r.count,
      firstSeen: new Date(r.firstSeen).toISOString(),
      lastSeen: new Date(r.lastSeen).toISOString(),
    }));
    sendOk(res, { reports, total: stored.length, max: MAX_STORED_REPORTS });
  });
  return router;
}
