/** Secrets generated once and kept in DATA_DIR, so restarts keep tokens and credentials valid. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const SecretsSchema = z.object({ jwtSecret: z.string().min(32), syncUser: z.string().min(1), syncPassword: z.string().min(12) });
export type Secrets = z.infer<typeof SecretsSchema>;

export function loadOrCreateSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const parsed = SecretsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (parsed.success) return parsed.data;
    throw new Error(`${file} is damaged; delete it to generate new secrets (signed-in users will need to sign in again).`);
  }
  mkdirSync(dataDir, { recursive: true });
  const secrets: Secrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    syncUser: 'store-admin',
    syncPassword: randomBytes(24).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
