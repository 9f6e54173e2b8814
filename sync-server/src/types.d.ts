/* Minimal typings for the PouchDB pieces this project uses. (@types/pouchdb-core pulls in the
   DOM lib, which breaks Node's Buffer types across the workspace, so it is not used.) */
declare module 'pouchdb-node' {
  namespace PouchDB {
    interface Database {
      info(): Promise<{ doc_count: number; update_seq: number | string; db_name: string }>;
      get(id: string): Promise<{ _id: string; _rev: string } & Record<string, unknown>>;
      close(): Promise<void>;
      destroy(): Promise<void>;
      replicate: { from(source: string, opts?: Record<string, unknown>): Promise<{ ok: boolean; docs_written: number }> };
    }
  }
  interface PouchStatic {
    new (name: string, opts?: Record<string, unknown>): PouchDB.Database;
    defaults(opts: Record<string, unknown>): PouchStatic;
  }
  const PouchDB: PouchStatic;
  export = PouchDB;
}
declare module 'express-pouchdb' {
  import type { Express } from 'express';
  function expressPouchDB(PouchDB: unknown, options?: Record<string, unknown>): Express;
  export default expressPouchDB;
}
