import { ActionIcon, Checkbox, Table } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconChevronDown, IconChevronRight, IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { SortableTableColumn } from './types';

export interface SortableRowProps<Row extends { id: number }> {
  row: Row;
  columns: readonly SortableTableColumn<Row>[];
  name: string;
  sorting: boolean;
  selectable: boolean;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  expandable: boolean;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  expandedContent: ReactNode;
}

/** One row: drag handle (sort mode), expansion chevron, checkbox, then the columns; the expanded part below it. */
export function SortableRow<Row extends { id: number }>(props: SortableRowProps<Row>) {
  const { row, columns, name, sorting, selectable, checked, onCheckedChange, expandable, expanded, onExpandedChange } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: row.id,
    disabled: !sorting,
  });
  const columnCount = columns.length + (sorting ? 1 : 0) + (expandable ? 1 : 0) + (selectable ? 1 : 0);
  const showExpanded = expandable && expanded && !sorting;

  return (
    <>
      <Table.Tr
        ref={setNodeRef}
        data-row-id={row.id}
        bg={checked ? 'var(--mantine-primary-color-light)' : undefined}
        style={{
          transform: CSS.Translate.toString(transform),
          transition,
          position: 'relative',
          zIndex: isDragging ? 2 : undefined,
          boxShadow: isDragging ? 'var(--mantine-shadow-md)' : undefined,
          background: isDragging ? 'var(--mantine-color-body)' : undefined,
        }}
      >
        {sorting && (
          <Table.Td w={44}>
            <ActionIcon
              ref={setActivatorNodeRef}
              variant="subtle"
              color="gray"
              aria-label={`拖曳排序 ${name}`}
              style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
              {...attributes}
              {...listeners}
            >
              <IconGripVertical size={18} />
            </ActionIcon>
          </Table.Td>
        )}
        {expandable && (
          <Table.Td w={44}>
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={sorting}
              aria-expanded={showExpanded}
              aria-label={expanded ? `收合 ${name}` : `展開 ${name}`}
              onClick={() => onExpandedChange(!expanded)}
            >
              {showExpanded ? <IconChevronDown size={18} /> : <IconChevronRight size={18} />}
            </ActionIcon>
          </Table.Td>
        )}
        {selectable && (
          <Table.Td w={44}>
            <Checkbox aria-label={`選取 ${name}`} checked={checked} onChange={(event) => onCheckedChange(event.currentTarget.checked)} />
          </Table.Td>
        )}
        {columns.map((column) => (
          <Table.Td key={column.key} ta={column.align} w={column.width}>
            {column.render(row)}
          </Table.Td>
        ))}
      </Table.Tr>
      {showExpanded && (
        <Table.Tr data-expanded-of={row.id}>
          <Table.Td colSpan={columnCount} bg="gray.0">
            {props.expandedContent}
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
