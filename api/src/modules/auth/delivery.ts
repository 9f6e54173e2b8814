/**
 * Where sign-in codes go. E-mail goes through nodemailer when SMTP_URL is set; otherwise (the
 * single-machine default) every message becomes one JSON file in DATA_DIR/outbox and a log line,
 * so a developer can sign in on a fresh machine. SMS always use the outbox until a sender is
 * configured.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import type Nodemailer from 'nodemailer';
import type { BaseContext } from '../../context.js';
import type { CodeChannel } from './codes.js';

export interface OutgoingMessage {
  channel: CodeChannel;
  to: string;
  subject: string;
  text: string;
  /** The sign-in or reset code; absent on other messages (order confirmations). */
  code?: string;
  /** Files an e-mail carries (a tax invoice's PDF); an SMS carries none. */
  attachments?: MessageAttachment[];
}

export interface MessageAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Delivery {
  send(message: OutgoingMessage): Promise<void>;
  /** Human-readable: where a developer finds the codes. */
  describe(): string;
}

let sequence = 0;
/** This process's mark, so two api instances writing to one folder never pick the same name. */
const processMark = randomBytes(3).toString('hex');

/** ISO time first (sortable), then a per-process counter so two messages of one millisecond keep their order. */
function outboxFileName(now: Date): string {
  sequence = (sequence + 1) % 1_000_000;
  const stamp = now.toISOString().replace(/:/g, '-');
  return `${stamp}-${String(sequence).padStart(6, '0')}-${processMark}.json`;
}

/**
 * Writes a whole file beside `file` and renames it into place. Node's callback API rather than
 * fs/promises: a FileHandle per message showed in an order rush's profile (every placed order
 * sends its confirmation through here).
 */
function writeWhole(file: string, text: string): Promise<void> {
  return new Promise((resolve, reject) =>
    fs.writeFile(`${file}.partial`, text, { mode: 0o600 }, (e) => {
      if (e) return reject(e);
      fs.rename(`${file}.partial`, file, (e2) => (e2 ? reject(e2) : resolve()));
    }),
  );
}

/** nodemailer, loaded only by a store that sends e-mail (SMTP_URL): the outbox needs none of it. */
const loadNodemailer = () => createRequire(import.meta.url)('nodemailer') as typeof Nodemailer;

export function createDelivery(ctx: BaseContext): Delivery {
  const outboxDir = ctx.paths.outboxDir;
  const mailer = ctx.env.SMTP_URL ? loadNodemailer().createTransport(ctx.env.SMTP_URL) : null;

  // Made once, not before every message (it showed in an order's CPU profile); made again if it was removed.
  let folder: Promise<unknown> | null = null;
  const writeToOutbox = async (m: OutgoingMessage): Promise<void> => {
    const now = new Date();
    await (folder ??= mkdir(outboxDir, { recursive: true }).catch(() => undefined));
    // Written beside it and renamed into place: whoever reads the folder sees a message whole or not at all.
    const file = path.join(outboxDir, outboxFileName(now));
    // Attachments go beside the message, named after it; the message names their files.
    const attachments = [];
    for (const a of m.attachments ?? []) {
      const saved = `${path.basename(file, '.json')}-${a.filename.replace(/[^A-Za-z0-9._-]/g, '_')}`;
      await writeFile(path.join(outboxDir, saved), a.content, { mode: 0o600 });
      attachments.push({ filename: a.filename, contentType: a.contentType, file: saved, bytes: a.content.length });
    }
    const record = {
      channel: m.channel,
      to: m.to,
      subject: m.subject,
      text: m.text,
      code: m.code ?? null,
      ...(attachments.length ? { attachments } : {}),
      createdAt: now.toISOString(),
    };
    const text = JSON.stringify(record, null, 2);
    await writeWhole(file, text).catch(async (e: NodeJS.ErrnoException) => {
      if (e.code !== 'ENOENT') throw e;
      await mkdir(outboxDir, { recursive: true });
      await writeWhole(file, text);
    });
    ctx.log.info(`outbox: ${m.channel} to ${m.to}: ${m.text}`);
  };

  return {
    async send(m) {
      if (m.channel === 'email' && mailer) {
        await mailer.sendMail({ from: ctx.env.MAIL_FROM, to: m.to, subject: m.subject, text: m.text, attachments: m.attachments });
        return;
      }
      await writeToOutbox(m);
    },
    describe() {
      return mailer ? `e-mail via SMTP, SMS codes in ${outboxDir}` : `e-mail and SMS codes in ${outboxDir}`;
    },
  };
}
