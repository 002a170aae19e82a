import { Button, Checkbox, Group, Table, Text } from '@mantine/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type Modifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { MSG } from '@diancan/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { reportError } from '../../lib/report-error';
import { showErrorToast, showToast } from '../../lib/toast';
import { SortableRow } from './SortableRow';
import { moveId, orderRows, toggleAll } from './sort-order';
import type { SortableTableColumn } from './types';

/** Rows only move up and down. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

export interface SortableTableProps<Row extends { id: number }> {
  rows: readonly Row[];
  columns: readonly SortableTableColumn<Row>[];
  /** The table's accessible name, e.g. 餐點列表. */
  label: string;
  /** A row's name for the accessible names of its handle, chevron and checkbox. */
  rowName: (row: Row) => string;
  /** The checkbox column: checked ids (may include rows of other pages). */
  selectedIds?: readonly number[];
  onSelectedIdsChange?: (ids: number[]) => void;
  /** Row expansion: the content under an opened row. */
  renderExpanded?: (row: Row) => ReactNode;
  /** Sort mode (controlled): drag handles and 儲存排序 / 取消 appear; Escape cancels. */
  sorting?: boolean;
  onSortingChange?: (sorting: boolean) => void;
  /** Saves the order; resolves on success. Without it the save is only logged (API 不存在！). */
  onSaveOrder?: (sortedIds: number[]) => Promise<unknown>;
  loading?: boolean;
  emptyText?: string;
}

/**
 * The sortable checkbox table (store operations sections 2 and 4): check rows, open a row's details, and in
 * sort mode drag rows (mouse, touch or keyboard) to a new place, then save. Saving shows 排序操作成功 or
 * 排序操作異常; Escape or 取消 puts the rows back as they were.
 */
export function SortableTable<Row extends { id: number }>(props: SortableTableProps<Row>) {
  const { rows, columns, label, rowName, selectedIds, onSelectedIdsChange, renderExpanded, sorting = false } = props;
  const [draft, setDraft] = useState<number[] | null>(null);
  const [expandedIds, setExpandedIds] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  const dragging = useRef(false);

  // A new sort session starts from the rows as they are now; leaving sort mode forgets the draft.
  const [sessionSorting, setSessionSorting] = useState(sorting);
  if (sessionSorting !== sorting) {
    setSessionSorting(sorting);
    setDraft(null);
  }

  const shownRows = sorting ? orderRows(rows, draft) : [...rows];
  const shownIds = shownRows.map((row) => row.id);
  const selectable = selectedIds !== undefined && onSelectedIdsChange !== undefined;
  const selected = selectedIds ?? [];

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const { onSortingChange } = props;
  const cancel = () => {
    setDraft(null);
    onSortingChange?.(false);
  };

  // Escape cancels the whole sort, unless a keyboard drag is running: then Escape only drops that drag
  // (dnd-kit's own handler). Capture phase, so this runs before dnd-kit has ended the drag.
  const cancelRef = useRef(cancel);
  useEffect(() => {
    cancelRef.current = cancel;
  });
  useEffect(() => {
    if (!sorting) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !dragging.current) cancelRef.current();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [sorting]);

  const save = async () => {
    const { onSaveOrder } = props;
    if (!onSaveOrder) {
      reportError('sortable-table', new Error(MSG.SORT_API_MISSING));
      return;
    }
    setSaving(true);
    try {
      await onSaveOrder(shownIds);
      showToast(MSG.SORT_OK);
      setDraft(null);
      onSortingChange?.(false);
    } catch {
      showErrorToast(MSG.SORT_FAILED);
    } finally {
      setSaving(false);
    }
  };

  const dragEnd = ({ active, over }: DragEndEvent) => {
    dragging.current = false;
    if (!over || active.id === over.id) return;
    setDraft(moveId(shownIds, Number(active.id), Number(over.id)));
  };

  const allChecked = shownIds.length > 0 && shownIds.every((id) => selected.includes(id));
  const someChecked = !allChecked && shownIds.some((id) => selected.includes(id));
  const columnCount = columns.length + (sorting ? 1 : 0) + (renderExpanded ? 1 : 0) + (selectable ? 1 : 0);

  return (
    <div>
      {sorting && (
        <Group justify="space-between" mb="xs" p="xs" bg="brand.0" style={{ borderRadius: 8 }} role="toolbar" aria-label="排序">
          <Text size="sm">拖曳列調整順序後按「儲存排序」；按 Esc 取消</Text>
          <Group gap="xs">
            <Button variant="default" size="xs" onClick={cancel} disabled={saving}>
              取消
            </Button>
            <Button size="xs" onClick={() => void save()} loading={saving}>
              儲存排序
            </Button>
          </Group>
        </Group>
      )}
      <Table.ScrollContainer minWidth={640}>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          modifiers={[verticalOnly]}
          onDragStart={() => {
            dragging.current = true;
          }}
          onDragEnd={dragEnd}
          onDragCancel={() => {
            dragging.current = false;
          }}
          accessibility={{ screenReaderInstructions: { draggable: '按空白鍵拿起此列，方向鍵移動，再按空白鍵放下；按 Esc 放棄移動。' } }}
        >
          <Table aria-label={label} verticalSpacing="xs" highlightOnHover={!sorting}>
            <Table.Thead>
              <Table.Tr>
                {sorting && <Table.Th w={44} aria-label="拖曳" />}
                {renderExpanded && <Table.Th w={44} aria-label="展開" />}
                {selectable && (
                  <Table.Th w={44}>
                    <Checkbox
                      aria-label="全選"
                      checked={allChecked}
                      indeterminate={someChecked}
                      onChange={() => onSelectedIdsChange(toggleAll(shownIds, selected))}
                    />
                  </Table.Th>
                )}
                {columns.map((column) => (
                  <Table.Th key={column.key} ta={column.align} w={column.width}>
                    {column.title}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <SortableContext items={shownIds} strategy={verticalListSortingStrategy}>
                {shownRows.map((row) => {
                  const expanded = expandedIds.includes(row.id);
                  return (
                    <SortableRow
                      key={row.id}
                      row={row}
                      columns={columns}
                      name={rowName(row)}
                      sorting={sorting}
                      selectable={selectable}
                      checked={selected.includes(row.id)}
                      onCheckedChange={(checked) =>
                        onSelectedIdsChange?.(checked ? [...selected, row.id] : selected.filter((id) => id !== row.id))
                      }
                      expandable={renderExpanded !== undefined}
                      expanded={expanded}
                      onExpandedChange={(open) =>
                        setExpandedIds((ids) => (open ? [...ids, row.id] : ids.filter((id) => id !== row.id)))
                      }
                      expandedContent={expanded && !sorting ? renderExpanded?.(row) : null}
                    />
                  );
                })}
              </SortableContext>
              {shownRows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={columnCount}>
                    <Text ta="center" c="dimmed" py="lg">
                      {props.loading ? MSG.DATA_LOADING : (props.emptyText ?? MSG.NO_DATA)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </DndContext>
      </Table.ScrollContainer>
    </div>
  );
}
