/** `pnpm codes` prints the newest codes of the configured DATA_DIR's outbox, newest first. */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { root } from './test-support.js';

test('pnpm codes prints the two newest codes of DATA_DIR/outbox', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'codes-'));
  try {
    mkdirSync(path.join(dataDir, 'outbox'));
    const write = (name: string, m: object) => writeFileSync(path.join(dataDir, 'outbox', name), JSON.stringify(m));
    write('a.json', { channel: 'email', to: 'old@example.com', code: '111111', createdAt: '2026-01-01T00:00:00.000Z' });
    write('b.json', {
      channel: 'email',
      to: 'asha@example.com',
      subject: 'Your email sign-in code',
      code: '222222',
      createdAt: '2026-01-02T00:00:00.000Z',
    });
    write('c.json', { channel: 'sms', to: '+91 98450 55555', code: '333333', createdAt: '2026-01-02T00:00:01.000Z' });
    const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/codes.ts')], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    const lines = out.trim().split('\n');
    assert.equal(lines.length, 2);
    assert.match(lines[0] ?? '', /sms\s+\+91 98450 55555\s+333333/);
    assert.match(lines[1] ?? '', /email\s+asha@example.com\s+222222/);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
