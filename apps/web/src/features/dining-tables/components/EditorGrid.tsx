import { Text, VisuallyHidden } from '@mantine/core';
import type { DiningTable } from '@diancan/core';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { showErrorToast } from '../../../lib/toast';
import { ARROW_STEPS, blockerAt, cellText, clampCell, gridSize, occupiedMessage, spanOf, type Cell } from './floor-layout';
import { SHAPE_LABELS } from './shape-labels';

/** The same cells as the counter's floor (FloorGrid): 96 px wide, 76 high, 8 apart. */
const CELL_W = 96;
const CELL_H = 76;
const GAP = 8;
const PAD = 2;

interface Drag {
  id: number;
  pointerId: number;
  start: Cell;
  at: Cell;
}

export interface EditorGridProps {
  tables: readonly DiningTable[];
  selectedId: number | null;
  onSelect: (table: DiningTable) => void;
  /** Saves a table's new cell (diningTable/update); the grid shows it there meanwhile, and back where the list has it if the save fails. */
  onMove: (table: DiningTable, to: Cell) => Promise<unknown>;
}

/**
 * One area's grid in the floor editor (docs/tables.md): each table drawn on its cell (方桌 / 圓桌 round / 長桌 two
 * cells wide) with its name and seats. A table is dragged to another cell with the mouse, a finger or a pen (pointer
 * events, captured by the table so the drag follows it off the table; `touch-action: none` so a finger drags rather
 * than scrolls), or, once focused, moved a cell at a time with the arrow keys. A taken cell is refused (floor-layout).
 */
export function EditorGrid({ tables, selectedId, onSelect, onMove }: EditorGridProps) {
  const grid = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  /** Cells being saved, shown at once (the list is read again after the save). */
  const [moving, setMoving] = useState<ReadonlyMap<number, Cell>>(new Map());
  const saves = useRef(new Map<number, Promise<unknown>>());
  const [said, setSaid] = useState('');
  const placed = tables.map((table) => ({ ...table, ...moving.get(table.id) }));
  const { columns, rows } = gridSize(placed);

  /** The grid cell under a pointer, from the grid's box and its scroll. */
  const cellAt = (event: PointerEvent): Cell => {
    const box = grid.current?.getBoundingClientRect() ?? { left: 0, top: 0 };
    const left = event.clientX - box.left - PAD + (grid.current?.scrollLeft ?? 0);
    const top = event.clientY - box.top - PAD + (grid.current?.scrollTop ?? 0);
    return { x: Math.floor(left / (CELL_W + GAP)), y: Math.floor(top / (CELL_H + GAP)) };
  };

  const move = (table: DiningTable & Cell, wanted: Cell) => {
    const to = clampCell(table.shape, wanted);
    if (to.x === table.x && to.y === table.y) return;
    const blocker = blockerAt(placed, table.id, table.shape, to);
    if (blocker) {
      showErrorToast(occupiedMessage(blocker));
      setSaid(occupiedMessage(blocker));
      return;
    }
    setMoving((current) => new Map(current).set(table.id, to));
    setSaid(`${table.name} 已移到${cellText(to)}`);
    // One table's saves go one after another (each with its whole cell, so the last one wins): keys pressed faster
    // than the server answers are all kept, in order.
    const saving = (saves.current.get(table.id) ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => onMove(table, to));
    saves.current.set(table.id, saving);
    const settled = (failed: boolean) => {
      if (saves.current.get(table.id) !== saving) return;
      saves.current.delete(table.id);
      setMoving((current) => {
        const next = new Map(current);
        next.delete(table.id);
        return next;
      });
      if (failed) setSaid(`${table.name} 未能移動`);
    };
    saving.then(
      () => settled(false),
      () => settled(true),
    );
  };

  const pointerDown = (table: DiningTable, event: PointerEvent<HTMLButtonElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const start = cellAt(event);
    setDrag({ id: table.id, pointerId: event.pointerId, start, at: start });
  };
  const pointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (!drag || drag.pointerId !== event.pointerId) return;
    const at = cellAt(event);
    if (at.x !== drag.at.x || at.y !== drag.at.y) setDrag({ ...drag, at });
  };
  const pointerUp = (table: DiningTable & Cell, event: PointerEvent<HTMLButtonElement>) => {
    if (!drag || drag.pointerId !== event.pointerId) return;
    setDrag(null);
    move(table, { x: table.x + drag.at.x - drag.start.x, y: table.y + drag.at.y - drag.start.y });
  };
  const keyDown = (table: DiningTable & Cell, event: KeyboardEvent<HTMLButtonElement>) => {
    const step = ARROW_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    move(table, { x: table.x + step.x, y: table.y + step.y });
  };

  return (
    <>
      <div
        ref={grid}
        data-testid="floor-editor-grid"
        style={{
          display: 'grid',
          gridTemplateColumns: `repeat(${columns}, ${CELL_W}px)`,
          gridTemplateRows: `repeat(${rows}, ${CELL_H}px)`,
          gap: GAP,
          padding: PAD,
          overflow: 'auto',
          maxHeight: 560,
        }}
      >
        {Array.from({ length: columns * rows }, (_, index) => (
          <div
            key={`cell-${index}`}
            aria-hidden
            style={{ gridColumn: (index % columns) + 1, gridRow: Math.floor(index / columns) + 1, border: '1px dashed var(--mantine-color-gray-3)', borderRadius: 4 }}
          />
        ))}
        {placed.map((table) => {
          const dragged = drag?.id === table.id;
          const shown = dragged ? clampCell(table.shape, { x: table.x + drag.at.x - drag.start.x, y: table.y + drag.at.y - drag.start.y }, columns, rows) : table;
          const blocked = dragged && blockerAt(placed, table.id, table.shape, shown) !== undefined;
          const selected = selectedId === table.id;
          return (
            <button
              key={table.id}
              type="button"
              data-testid={`editor-table-${table.name}`}
              data-x={table.x}
              data-y={table.y}
              aria-pressed={selected}
              aria-label={`${table.name} ${SHAPE_LABELS[table.shape]} ${table.seats}位 ${cellText(table)}`}
              aria-describedby="floor-editor-help"
              onClick={() => onSelect(table)}
              onPointerDown={(event) => pointerDown(table, event)}
              onPointerMove={pointerMove}
              onPointerUp={(event) => pointerUp(table, event)}
              onPointerCancel={() => setDrag(null)}
              onKeyDown={(event) => keyDown(table, event)}
              style={{
                gridColumn: `${shown.x + 1} / span ${spanOf(table.shape)}`,
                gridRow: shown.y + 1,
                zIndex: dragged ? 2 : 1,
                opacity: dragged ? 0.8 : 1,
                touchAction: 'none',
                cursor: dragged ? 'grabbing' : 'grab',
                borderRadius: table.shape === 'ROUND' ? '50%' : 6,
                border: `${selected ? 3 : 2}px solid var(--mantine-color-${blocked ? 'red' : selected ? 'blue' : 'gray'}-6)`,
                background: blocked ? 'var(--mantine-color-red-1)' : 'var(--mantine-color-body)',
                userSelect: 'none',
                padding: 4,
              }}
            >
              <Text fw={700} size="sm">
                {table.name}
              </Text>
              <Text size="xs" c="dimmed">
                {SHAPE_LABELS[table.shape]} · {table.seats}位
              </Text>
            </button>
          );
        })}
      </div>
      <Text id="floor-editor-help" size="xs" c="dimmed">
        拖曳桌位到其他格子即可移動（滑鼠或觸控）；以 Tab 選到桌位後，可用方向鍵移動一格。點選桌位可設定座位數與桌型。
      </Text>
      <VisuallyHidden aria-live="polite" data-testid="floor-editor-said">
        {said}
      </VisuallyHidden>
    </>
  );
}
