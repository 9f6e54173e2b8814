declare module 'pouchdb-node' {
  interface PouchStatic {
    defaults(opts: Record<string, unknown>): PouchStatic;
    new (name: string, opts?: Record<string, unknown>): unknown;
  }
  const PouchDB: PouchStatic;
  export default PouchDB;
}
declare module 'express-pouchdb' {
  import type { Express } from 'express';
  function expressPouchDB(PouchDB: unknown, options?: Record<string, unknown>): Express;
  export default expressPouchDB;
}
