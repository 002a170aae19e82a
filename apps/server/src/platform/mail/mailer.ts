import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.js';
import { mailRepository, type MailStatus } from './mail.repository.js';

export interface OutgoingMail {
  /** What the mail is for, e.g. VERIFY_CODE; the mail history filters by it. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  storeId?: number | null;
  /** Files sent with the mail (a report); the log keeps their names, not their bytes. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  fileName: string;
  bytes: Buffer;
  contentType: string;
}

/**
 * Sends mail through SMTP when SMTP_URL is set, and writes every mail to the mail log either way
 * (LOGGED when there is no SMTP server), so the mail history and the tests can read what was sent.
 * A refused mail is logged as FAILED; it never fails the call that sent it.
 */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Database,
    options: { smtpUrl: string | null; from: string },
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {
    // Short timeouts: the call that sends a mail (forgot password, a report) waits for it and must not hang for minutes.
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(
          { url: options.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
          { from: options.from },
        )
      : null;
  }

  async send(mail: OutgoingMail): Promise<MailStatus> {
    let status: MailStatus = 'LOGGED';
    let error: string | null = null;
    if (this.transport) {
      try {
        await this.transport.sendMail({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          attachments: mail.attachments?.map((file) => ({ filename: file.fileName, content: file.bytes, contentType: file.contentType })),
        });
        status = 'SENT';
      } catch (cause) {
        status = 'FAILED';
        error = cause instanceof Error ? cause.message : String(cause);
        this.log.error({ err: cause, kind: mail.kind }, 'mail was not sent');
      }
    }
    await mailRepository.insert(this.db, {
      kind: mail.kind,
      storeId: mail.storeId ?? null,
      recipient: mail.to,
      subject: mail.subject,
      bodyText: mail.attachments?.length ? `${mail.text}\n\n附件：${mail.attachments.map((file) => file.fileName).join('、')}` : mail.text,
      status,
      error,
      createdAt: this.clock(),
    });
    return status;
  }

  close(): void {
    this.transport?.close();
  }
}
