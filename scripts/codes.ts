/**
 * `pnpm codes [n]`: the newest sign-in and reset codes in DATA_DIR/outbox (where they go without
 * SMTP_URL), newest first, one line each: when, channel, to whom, the code. 2 by default (a
 * sign-in's e-mail and SMS code).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from '../api/src/index.js';

interface Message {
  channel: string;
  to: string;
  subject?: string;
  code?: string;
  createdAt: string;
}

export function newestCodes(dataDir: string, count = 2): string[] {
  const dir = path.join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Message)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, count)
    .map((m) => `${m.createdAt}  ${m.channel.padEnd(5)}  ${m.to}  ${m.code ?? '-'}${m.subject ? `  (${m.subject})` : ''}`);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const dataDir = path.resolve(parseEnv(process.env).DATA_DIR);
  const lines = newestCodes(dataDir, Number(process.argv[2] ?? 2) || 2);
  console.log(lines.length ? lines.join('\n') : `No codes in ${path.join(dataDir, 'outbox')} yet.`);
}
