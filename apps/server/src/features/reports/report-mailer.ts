import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { mailRepository, type MailStatus } from '../../platform/mail/mail.repository.js';

export interface ReportMail {
  storeId: number;
  to: string;
  subject: string;
  text: string;
  attachment: { fileName: string; bytes: Buffer; contentType: string };
}

/** The mail history's kind of a mailed report. */
export const REPORT_MAIL_KIND = 'REPORT';

/**
 * Sends a report file by mail. The platform Mailer sends text only, so this does what it does (SMTP when SMTP_URL is
 * set, every mail written to the mail log: SENT, FAILED or LOGGED without a server) with the file attached. The log
 * keeps the text and names the file; the file itself is not kept.
 */
export class ReportMailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Database,
    options: { smtpUrl: string | null; from: string },
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(
          { url: options.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
          { from: options.from },
        )
      : null;
  }

  async send(mail: ReportMail): Promise<MailStatus> {
    let status: MailStatus = 'LOGGED';
    let error: string | null = null;
    if (this.transport) {
      try {
        await this.transport.sendMail({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          attachments: [{ filename: mail.attachment.fileName, content: mail.attachment.bytes, contentType: mail.attachment.contentType }],
        });
        status = 'SENT';
      } catch (cause) {
        status = 'FAILED';
        error = cause instanceof Error ? cause.message : String(cause);
        this.log.error({ err: cause, kind: REPORT_MAIL_KIND }, 'report mail was not sent');
      }
    }
    await mailRepository.insert(this.db, {
      kind: REPORT_MAIL_KIND,
      storeId: mail.storeId,
      recipient: mail.to,
      subject: mail.subject,
      bodyText: `${mail.text}\n\n附件：${mail.attachment.fileName}`,
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
