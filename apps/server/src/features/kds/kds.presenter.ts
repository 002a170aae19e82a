import { formatOrderNo, KDS_UNASSIGNED_STATION_NAME, type KdsTicket } from '@diancan/core';
import type { TicketJson } from './kds.repository.js';

const iso = (value: string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** A ticket row (JSON from kds.repository) as the contract's KdsTicket. */
export function presentTicket(row: TicketJson): KdsTicket {
  return {
    ticketId: Number(row.id),
    orderId: Number(row.order_id),
    orderNo: formatOrderNo(row.order_number),
    station: row.station_id,
    stationName: row.station_name ?? KDS_UNASSIGNED_STATION_NAME,
    status: row.status,
    round: row.round,
    orderType: row.order_type,
    tableNumber: row.table_number,
    orderRemark: row.order_remark,
    targetMinutes: row.target_minutes,
    orderCreatedAt: iso(row.order_created_at)!,
    createdAt: iso(row.created_at)!,
    editedAt: iso(row.edited_at),
    bumpedAt: iso(row.bumped_at),
    updatedAt: iso(row.updated_at)!,
    lines: row.lines.map((line) => ({
      lineId: Number(line.id),
      name: line.name,
      count: Number(line.count),
      options: line.options,
      remark: line.remark,
      status: line.status,
    })),
  };
}
