import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { FloorTable } from '@diancan/core';
import { useEffect, useState, type DragEvent, type ReactNode } from 'react';

/** The grid tables are placed on (x, y are cells). */
const CELL = 96;

const money = (cents: number) => `$${Math.round(cents / 100).toLocaleString('zh-TW')}`;

/** What is still due on a table: its open checks' payable less what they paid. */
export function dueOf(table: FloorTable): number {
  return table.orders.reduce((sum, order) => sum + order.payable - order.paid, 0);
}

/** A table's colour: free, occupied, or past the store's 用餐時間. */
function colourOf(table: FloorTable, diningMinutes: number, now: number): string {
  if (table.status === 'FREE') return 'gray';
  const minutes = table.openedAt ? (now - new Date(table.openedAt).getTime()) / 60_000 : 0;
  return minutes >= diningMinutes ? 'red' : 'orange';
}

/** Minutes at the table, e.g. 45分. */
export function elapsedText(openedAt: string | null, now: number): string {
  if (!openedAt) return '';
  const minutes = Math.max(0, Math.floor((now - new Date(openedAt).getTime()) / 60_000));
  return `${minutes}分`;
}

/** HH:mm of a reservation, on the terminal's clock. */
export function reservationTime(at: string): string {
  return new Date(at).toLocaleTimeString('zh-TW', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}

/** The time the floor colours by, moving every 30 s. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** The area's grid, scrolling sideways when wider than the screen. */
export function FloorGrid({ children }: { children: ReactNode }) {
  return <div style={{ display: 'grid', gridAutoColumns: CELL, gridAutoRows: CELL * 0.8, gap: 8, overflowX: 'auto', padding: 2 }}>{children}</div>;
}

/** Dragging a table onto another (the counter's 移桌 / 併單); left out where tables are only tapped. */
export interface TableDrag {
  onDragStart: (event: DragEvent<HTMLElement>) => void;
  onDragOver: (event: DragEvent<HTMLElement>) => void;
  onDrop: (event: DragEvent<HTMLElement>) => void;
}

export interface FloorTableCardProps {
  table: FloorTable;
  diningMinutes: number;
  now: number;
  onClick: () => void;
  selected?: boolean;
  drag?: TableDrag;
}

/**
 * One table where the editor put it: its state (空桌 / 用餐中), guests, time at the table and what is due, 已點未出, 有預約
 * (a reservation holding it within the hour, docs/tables.md) and QR orders waiting.
 */
export function FloorTableCard({ table, diningMinutes, now, onClick, selected = false, drag }: FloorTableCardProps) {
  const colour = colourOf(table, diningMinutes, now);
  const free = table.status === 'FREE';
  return (
    <Paper
      component="button"
      type="button"
      withBorder
      p={6}
      radius={table.shape === 'ROUND' ? 48 : 'sm'}
      bg={`${colour}.1`}
      style={{
        gridColumn: `${table.x + 1} / span ${table.shape === 'LONG' ? 2 : 1}`,
        gridRow: table.y + 1,
        borderColor: `var(--mantine-color-${selected ? 'blue' : colour}-6)`,
        borderWidth: selected ? 3 : 1,
        cursor: 'pointer',
      }}
      onClick={onClick}
      draggable={drag !== undefined && !free}
      {...drag}
      data-testid={`floor-table-${table.name}`}
      data-status={table.status}
      aria-pressed={selected}
      aria-label={`${table.name} ${free ? '空桌' : `用餐中 ${table.guests}人`}`}
    >
      <Stack gap={0} align="center">
        <Text fw={700}>{table.name}</Text>
        {free ? (
          <Text size="xs" c="dimmed">
            空桌 · {table.seats}位
          </Text>
        ) : (
          <>
            <Text size="xs">
              用餐中 {table.guests}人 · {elapsedText(table.openedAt, now)}
            </Text>
            <Text size="xs" fw={700}>
              {money(dueOf(table))}
            </Text>
          </>
        )}
        <Group gap={2}>
          {table.waiting && (
            <Badge size="xs" color="yellow">
              已點未出
            </Badge>
          )}
          {table.reservation && (
            <Badge size="xs" color="grape" title={table.reservation.name}>
              有預約 {reservationTime(table.reservation.at)}
            </Badge>
          )}
          {table.qrPending > 0 && (
            <Badge size="xs" color="blue">
              待接單{table.qrPending}
            </Badge>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
