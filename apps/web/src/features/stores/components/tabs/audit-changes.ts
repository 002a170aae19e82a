import type { AuditEntry } from '@diancan/core';

export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

/** The words for the fields the audit log records most; any other field shows its own name. */
const FIELD_LABEL: Readonly<Record<string, string>> = {
  name: '名稱',
  phone: '電話',
  address: '地址',
  uniformNumber: '統一編號',
  bindCode: '綁定碼',
  salesId: '業務人員',
  salesName: '業務人員',
  remark: '備註',
  active: '啟用',
  logoFileId: 'Logo',
  adminInvoiceSwitch: '後台發票開關',
  POS_ORDER: 'POS 點餐',
  FRONT_ORDER: '出單點餐',
  MOBILE_ORDER: '手機點餐',
  schemeId: '合約方案',
  schemeName: '合約方案',
  startDate: '開始日期',
  endDate: '結束日期',
  amount: '金額（分）',
  email: '信箱',
};

function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return '（空）';
  if (typeof value === 'boolean') return value ? '開' : '關';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** The fields an audited change touched, each with its value before and after (a creation has only "after"). */
export function auditChanges(entry: Pick<AuditEntry, 'before' | 'after'>): AuditChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field: FIELD_LABEL[field] ?? field, before: shown(before[field]), after: shown(after[field]) }));
}
