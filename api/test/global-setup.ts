/**
 * The database the api test run talks to. By default one real sync-server (pouchdb-server on
 * LevelDB) started for the run, as CI does. With TEST_COUCHDB_URL (credentials in the URL, e.g.
 * http://admin:s3cret@127.0.0.1:15984) the run uses that Apache CouchDB instead: every test store
 * gets a prefix with this run's tag, and the databases the run made are deleted at its end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { z } from 'zod';
import { startSyncServerProcess } from '@store/sync-server';

declare module 'vitest' {
  export interface ProvidedContext {
    couchUrl: string;
    /** Part of every test store's DB_PREFIX: runs sharing one CouchDB never meet. */
    dbRunTag: string;
  }
}

/** The test run's only environment: parsed here, once. */
const TestEnvSchema = z.object({
  TEST_COUCHDB_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().url('TEST_COUCHDB_URL must be a URL like http://admin:s3cret@127.0.0.1:15984').optional(),
  ),
});

export default async function setup(project: TestProject) {
  const { TEST_COUCHDB_URL } = TestEnvSchema.parse(process.env);
  const dbRunTag = Math.random().toString(36).slice(2, 8).replace(/^\d/, 'r');
  project.provide('dbRunTag', dbRunTag);
  if (TEST_COUCHDB_URL) return useExternalCouch(project, TEST_COUCHDB_URL.replace(/\/$/, ''), dbRunTag);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-test-sync-'));
  const password = 'test-password-' + Math.random().toString(36).slice(2);
  const server = await startSyncServerProcess({ dataDir, port: 0, username: 'admin', password });
  const u = new URL(server.url);
  u.username = 'admin';
  u.password = password;
  project.provide('couchUrl', u.toString().replace(/\/$/, ''));
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/**
 * Points the run at an external CouchDB. Test stores name their databases with the run's tag;
 * the few tests that start api processes themselves name theirs by process id (`p123_…`,
 * `c123_…`), so those are removed when they appeared during this run.
 */
async function useExternalCouch(project: TestProject, couchUrl: string, dbRunTag: string) {
  const before = new Set(await listDatabases(couchUrl));
  project.provide('couchUrl', couchUrl);
  return async () => {
    const made = (await listDatabases(couchUrl)).filter(
      (name) => !before.has(name) && (name.includes(dbRunTag) || /^[tpc]\d+_/.test(name)),
    );
    for (const name of made) await couch(couchUrl, 'DELETE', `/${encodeURIComponent(name)}`);
    console.log(`TEST_COUCHDB_URL: removed the ${made.length} databases this run made`);
  };
}

async function listDatabases(couchUrl: string): Promise<string[]> {
  const res = await couch(couchUrl, 'GET', '/_all_dbs');
  return z.array(z.string()).parse(await res.json());
}

async function couch(couchUrl: string, method: string, p: string): Promise<Response> {
  const u = new URL(couchUrl);
  const auth = 'Basic ' + Buffer.from(`${decodeURIComponent(u.username)}:${decodeURIComponent(u.password)}`).toString('base64');
  u.username = '';
  u.password = '';
  const res = await fetch(`${u.toString().replace(/\/$/, '')}${p}`, { method, headers: { authorization: auth } });
  if (!res.ok && res.status !== 404) throw new Error(`${method} ${p} on TEST_COUCHDB_URL: ${res.status} ${await res.text()}`);
  return res;
}
