/** The api's configuration, parsed once. Nothing else reads process.env. */
import { z } from 'zod';

const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int('PORT must be a whole number').min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  SYNC_PORT: z.coerce.number().int().min(0).max(65535).default(5984),
  /** An external CouchDB (with credentials in the URL) instead of the bundled sync-server. */
  COUCHDB_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().url('COUCHDB_URL must be a URL like http://user:pass@host:5984').optional(),
  ),
  /** Prefix for database names: lets several stores (or test suites) share one CouchDB. */
  DB_PREFIX: z
    .string()
    .regex(/^[a-z][a-z0-9_-]*$|^$/, 'DB_PREFIX must start with a lowercase letter')
    .default(''),
  JWT_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  JWT_EXPIRES_IN: z.string().default('7d'),
  ADMIN_EMAIL: z.string().email('ADMIN_EMAIL must be an e-mail address').default('admin@stationery.local'),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').default('Admin@12345'),
  ADMIN_PHONE: z.string().default('+91 98765 43210'),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Inkwell Stationery <no-reply@stationery.local>'),
  /** How many products the first start seeds (1000+ by default; tests use fewer). */
  SEED_PRODUCTS: z.coerce.number().int().min(0).max(100_000).default(1200),
  /**
   * A changed catalogue gets a new snapshot (GET /api/catalog/snapshot) at most this often; devices
   * follow the changes feeds from a snapshot's checkpoint, so an older one is still correct (decision 018).
   */
  CATALOG_SNAPSHOT_REBUILD_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /** Directory of the built PWA to serve; empty to serve none. */
  PWA_DIR: optionalString,
  /**
   * The address shoppers reach the store at, e.g. `https://shop.example.in`. An https:// origin
   * means TLS is in front of the store (a balancer): answers then carry Strict-Transport-Security.
   */
  PUBLIC_ORIGIN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .url('PUBLIC_ORIGIN must be a URL like https://shop.example.in')
      .refine((v) => /^https?:\/\//.test(v), 'PUBLIC_ORIGIN must start with https:// or http://')
      .optional(),
  ),
  /**
   * The seller, as the GST invoice and the legal pages print it (shared/src/seller.ts). Without
   * STORE_GSTIN the store uses a clearly marked sample seller: set all of these in production.
   */
  STORE_LEGAL_NAME: optionalString,
  STORE_TRADE_NAME: z.string().min(1).default('Inkwell Stationery'),
  /** The registered address, its lines separated by "|" ("14 Residency Road|Bengaluru 560025"). */
  STORE_ADDRESS: optionalString,
  /** The registered address's state (any spelling `indiaStateOf` reads); it decides CGST+SGST or IGST. */
  STORE_STATE: optionalString,
  STORE_GSTIN: optionalString,
  STORE_EMAIL: z.string().default('hello@inkwell.example'),
  STORE_PHONE: z.string().default('+91 80 4123 4567'),
  /** The pincode orders leave from: delivery zones and dates are measured from it. */
  STORE_DISPATCH_PINCODE: z
    .string()
    .regex(/^[0-9]{6}$/, 'STORE_DISPATCH_PINCODE must be 6 digits')
    .default('560025'),
  GRIEVANCE_OFFICER_NAME: z.string().default('Meera Rao'),
  GRIEVANCE_OFFICER_DESIGNATION: z.string().default('Grievance Officer'),
  GRIEVANCE_OFFICER_EMAIL: z.string().default('grievance@inkwell.example'),
  GRIEVANCE_OFFICER_PHONE: z.string().default('+91 80 4123 4568'),
  /**
   * Razorpay (payments module, decision 046): with all three set, online orders are paid through
   * Razorpay; with none, through the built-in test gateway (no money moves). Some but not all is
   * refused at start.
   */
  RAZORPAY_KEY_ID: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, 'RAZORPAY_KEY_ID must look like rzp_live_… or rzp_test_…')
      .optional(),
  ),
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  /** Minutes an online order holds its stock while the shopper pays (then it is cancelled). */
  PAYMENT_HOLD_MINUTES: z.coerce
    .number()
    .int('PAYMENT_HOLD_MINUTES must be a whole number')
    .min(1)
    .max(24 * 60)
    .default(15),
  LOG_LEVEL: z.enum(['silent', 'error', 'info', 'debug']).default('info'),
  /** Test-only: with NODE_ENV=test, the crash point where the process dies (modules/commerce/crash-points.ts). */
  STORE_CRASH_AT: optionalString,
});
export type Env = z.infer<typeof EnvSchema>;

/** Razorpay's keys are all given or none. */
export const RAZORPAY_KEYS = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;

/** The process's own environment, parsed: what main.ts and the launchers start with. */
export const readProcessEnv = (): Env => parseEnv(process.env);

export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = EnvSchema.superRefine((env, ctx) => {
    const given = RAZORPAY_KEYS.filter((k) => env[k] !== undefined);
    if (given.length > 0 && given.length < RAZORPAY_KEYS.length)
      for (const k of RAZORPAY_KEYS.filter((k) => env[k] === undefined))
        ctx.addIssue({
          code: 'custom',
          path: [k],
          message: `${k} is needed with ${given.join(' and ')} (set all three Razorpay keys, or none for the test gateway)`,
        });
  }).safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Bad configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
