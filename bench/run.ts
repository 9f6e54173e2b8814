/** `pnpm bench`: runs every benchmark one after another and prints their figures. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.join(here, '..', 'node_modules/tsx/dist/cli.mjs');
const only = process.argv.slice(2);
const benches = [
  'catalog.ts',
  'replication.ts',
  'orders.ts',
  'outbox.ts',
  'pwa-metrics.ts',
  'lighthouse.ts',
  'admin.ts',
  'cluster.ts',
  'search.ts',
  'admin-sales.ts',
  'offline-scale.ts',
  'invoice.ts',
  'pincode.ts',
  'payments.ts',
  'mixed.ts',
].filter((b) => existsSync(path.join(here, b)) && (only.length === 0 || only.some((o) => b.startsWith(o))));
let failed = 0;
for (const bench of benches) {
  console.log(`\n=== bench/${bench}`);
  const r = spawnSync(process.execPath, [tsx, path.join(here, bench)], { stdio: 'inherit', cwd: here });
  if (r.status !== 0) {
    failed++;
    console.log(`bench/${bench} failed (exit ${r.status})`);
  }
}
process.exit(failed ? 1 : 0);
