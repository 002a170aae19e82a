import {
  addDays,
  MAIL_MSG,
  type MailDeliveryStatus,
  type MailPageRequest,
  type MailResendRequest,
  type MailRow,
  type Page,
  zonedInstant,
} from '@diancan/core';
import type { SessionPrincipal } from '../../platform/auth/principal.js';
import { badRequest, notFound } from '../../platform/errors/app-error.js';
import { recordChange } from '../../platform/audit/audit-trail.js';
import { offsetOf } from '../../platform/db/sql.js';
import type { OfficeContext } from '../../platform/office-context.js';
import { salesScopeOf, storeIdsOfSales } from '../../platform/auth/store-scope.js';
import { toEml } from './eml.js';
import { mailHistoryRepository, type MailRecord } from './mail-history.repository.js';

/** Mail kinds whose text holds a secret: the history masks it and never sends it again. */
const SECRET_KINDS = new Set(['VERIFY_CODE']);

/** A verify code stands alone on its line; the history shows that it was sent, not what it was. */
function maskedText(kind: string, text: string): string {
  return SECRET_KINDS.has(kind) ? text.replace(/^\s*\d{4,8}\s*$/gm, '●●●●●●') : text;
}

function presentMail(row: MailRecord): MailRow {
  const { id, kind, storeId, storeName, recipient, subject, error } = row;
  const body = maskedText(kind, row.bodyText);
  return { id, kind, storeId, storeName, recipient, subject, body, status: row.status as MailDeliveryStatus, error, createdAt: row.createdAt.toISOString() };
}

export interface ResendOutcome {
  status: MailDeliveryStatus;
  message: string;
}

/** The mail history (mail-history): every mail the platform sent, downloadable, and sent again on request. */
export class MailHistoryService {
  constructor(
    private readonly context: OfficeContext,
    private readonly mailFrom: string,
  ) {}

  async page(request: MailPageRequest, principal: SessionPrincipal): Promise<Page<MailRow>> {
    const { rows, total } = await mailHistoryRepository.page(
      this.context.db,
      {
        keyword: request.keyword,
        kind: request.kind,
        status: request.status,
        storeId: request.storeId,
        // The filter's dates are days in Taipei (the platform's office, core's default zone), whatever the server's zone.
        from: request.startDate ? zonedInstant(request.startDate, '00:00') : null,
        to: request.endDate ? zonedInstant(addDays(request.endDate, 1), '00:00') : null,
        onlyStoreIds: await this.onlyStoreIds(principal),
      },
      request.size,
      offsetOf(request.page, request.size),
    );
    return { list: rows.map(presentMail), total, page: request.page, size: request.size };
  }

  /** The mail as an .eml file (its secret masked, as in the list). */
  async download(id: number, principal: SessionPrincipal): Promise<{ fileName: string; content: string }> {
    const mail = await this.find(id, principal);
    const content = toEml({
      id: mail.id,
      from: this.mailFrom,
      to: mail.recipient,
      subject: mail.subject,
      text: maskedText(mail.kind, mail.bodyText),
      date: mail.createdAt,
      status: mail.status,
    });
    return { fileName: `mail-${mail.id}.eml`, content };
  }

  /**
   * Sends the mail again through the Mailer (which logs it as a new row) and says honestly what happened:
   * SENT, FAILED (the SMTP server refused it) or LOGGED (no SMTP server configured: nothing left the server).
   */
  async resend(request: MailResendRequest, principal: SessionPrincipal): Promise<ResendOutcome> {
    const mail = await this.find(request.id, principal);
    if (SECRET_KINDS.has(mail.kind)) throw badRequest(MAIL_MSG.VERIFY_CODE_NOT_RESENDABLE);
    if (mail.recipient.trim() === '') throw badRequest(MAIL_MSG.NO_RECIPIENT);
    const status = await this.context.mailer.send({
      kind: mail.kind,
      to: mail.recipient,
      subject: mail.subject,
      text: mail.bodyText,
      storeId: mail.storeId,
    });
    await recordChange(
      this.context.db,
      principal,
      { entity: 'MAIL', entityId: mail.id, action: 'RESEND', storeId: mail.storeId, after: { status, recipient: mail.recipient } },
      this.context.clock(),
    );
    const message = status === 'SENT' ? MAIL_MSG.RESENT : status === 'LOGGED' ? MAIL_MSG.NOT_CONFIGURED : MAIL_MSG.FAILED;
    return { status, message };
  }

  private async find(id: number, principal: SessionPrincipal): Promise<MailRecord> {
    const mail = await mailHistoryRepository.find(this.context.db, id);
    if (!mail) throw notFound();
    const only = await this.onlyStoreIds(principal);
    if (only !== null && (mail.storeId === null || !only.includes(mail.storeId))) throw notFound();
    return mail;
  }

  /** A sales person sees the mail of their own stores only. */
  private async onlyStoreIds(principal: SessionPrincipal): Promise<number[] | null> {
    const salesId = salesScopeOf(principal);
    return salesId === null ? null : storeIdsOfSales(this.context.db, salesId);
  }
}
