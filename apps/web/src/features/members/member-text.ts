import { centsToDollars, type Member } from '@diancan/core';

/** 'yyyy-MM-dd' of the last visit in Taiwan's calendar, or 尚未消費. */
export function visitText(lastVisit: string | null): string {
  if (lastVisit === null) return '尚未消費';
  return new Date(lastVisit).toLocaleDateString('sv-SE', { timeZone: 'Asia/Taipei' });
}

function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  // A cell a spreadsheet would run as a formula is quoted as text.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The export as CSV (the owner's own copy, full numbers): one row a member. */
export function membersCsv(members: readonly Member[]): string {
  const header = ['手機號碼', '姓名', '生日', '點數', '來店次數', '累積消費', '最近來店', '加入日期'];
  const rows = members.map((member) => [
    member.phone,
    member.name,
    member.birthday,
    member.points,
    member.visits,
    centsToDollars(member.totalSpent),
    member.lastVisit === null ? null : visitText(member.lastVisit),
    visitText(member.createdAt),
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\n');
}
