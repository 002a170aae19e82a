import {
  REPORT_EXPORT_KIND_LABEL,
  REPORT_MSG,
  type ReportMailRequest,
  type ReportMailResult,
} from '@diancan/core';
import type { Database } from '../../platform/db/database.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { badRequest, notFound } from '../../platform/errors/app-error.js';
import { XLSX_CONTENT_TYPE } from '../../platform/files/spreadsheet.js';
import type { ReportExportService } from './export.service.js';
import { reportMailRepository } from './report-mail.repository.js';
import { turnoverRepository } from './turnover.repository.js';

/** The mail history's kind of a mailed report. */
export const REPORT_MAIL_KIND = 'REPORT';

/** The report mail list (mailList) and mailing a report file to it (sendMail). */
export class ReportMailService {
  constructor(
    private readonly db: Database,
    private readonly exports: ReportExportService,
    private readonly mailer: Mailer,
  ) {}

  mailList(storeId: number): Promise<string[]> {
    return reportMailRepository.storeAddresses(this.db, storeId);
  }

  /**
   * Builds the report's file and mails it to the chosen addresses of the store's list (all of it when none are
   * chosen). Addresses outside the list are refused: the call must not mail a store's figures anywhere else.
   */
  async send(request: ReportMailRequest): Promise<ReportMailResult> {
    const allowed = await this.mailList(request.storeId);
    if (allowed.length === 0) throw badRequest(REPORT_MSG.NO_MAIL_LIST);
    const wanted = request.recipients.map((address) => address.trim().toLowerCase());
    if (wanted.some((address) => !allowed.includes(address))) throw badRequest(REPORT_MSG.RECIPIENT_NOT_ALLOWED);
    const recipients = wanted.length > 0 ? [...new Set(wanted)] : allowed;

    const store = await turnoverRepository.storeOf(this.db, request.storeId);
    if (!store) throw notFound();
    const file = await this.exports.file(request);
    const title = REPORT_EXPORT_KIND_LABEL[request.report];
    const range = `${request.startDate} ~ ${request.endDate}`;
    const statuses = [];
    for (const to of recipients) {
      statuses.push(
        await this.mailer.send({
          kind: REPORT_MAIL_KIND,
          storeId: request.storeId,
          to,
          subject: `【${store.name}】${title} ${range}`,
          text: `${store.name} ${title}（${range}）如附件。\n此信由點餐系統寄出，請勿直接回覆。`,
          attachments: [{ fileName: file.fileName, bytes: file.bytes, contentType: XLSX_CONTENT_TYPE }],
        }),
      );
    }
    const delivery = statuses.includes('FAILED') ? 'FAILED' : statuses.includes('LOGGED') ? 'LOGGED' : 'SENT';
    return { recipients, delivery, fileName: file.fileName };
  }
}
