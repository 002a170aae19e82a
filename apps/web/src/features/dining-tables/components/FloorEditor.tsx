import { ActionIcon, Button, Group, Stack, Tabs, Text, TextInput, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconPencil, IconTrash } from '@tabler/icons-react';
import { type DiningArea } from '@diancan/core';
import { useState } from 'react';
import { confirmDanger } from '../../../components/confirm/confirm-danger';
import { useAddDiningTable, useDiningTables, useMoveDiningTable, useRenameDiningTable } from '../api/dining-tables';
import { useAddArea, useAreas, useRemoveArea, useRenameArea, useSortAreas } from '../api/floor';
import { EditorGrid } from './EditorGrid';
import { NameModal } from './NameModal';
import { TableSettingsForm } from './TableSettingsForm';
import { TableSideForm } from './TableSideForm';

/** The tab of the tables in no area (id 0, as on the floor). */
const NO_AREA = { id: 0, name: '未分區' };

function RenameAreaModal({ storeId, area, onClose }: { storeId: number; area: DiningArea; onClose: () => void }) {
  const renaming = useRenameArea();
  return (
    <NameModal
      title="重新命名區域"
      label="區域名稱"
      initial={area.name}
      saving={renaming.isPending}
      onSave={(name) => renaming.mutate({ storeId, id: area.id, name }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

/** The shown area's own actions: rename, move its tab left or right, remove (its tables go to 未分區). */
function AreaActions({ storeId, area, areas, onRename }: { storeId: number; area: DiningArea; areas: readonly DiningArea[]; onRename: () => void }) {
  const sorting = useSortAreas();
  const removing = useRemoveArea();
  const index = areas.findIndex((candidate) => candidate.id === area.id);
  const shift = (by: number) => {
    const order = areas.map((candidate) => candidate.id);
    [order[index], order[index + by]] = [order[index + by] as number, order[index] as number];
    sorting.mutate({ storeId, sortedIdList: order });
  };
  return (
    <Group gap={4}>
      <Tooltip label="重新命名">
        <ActionIcon variant="subtle" aria-label={`重新命名區域${area.name}`} onClick={onRename}>
          <IconPencil size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="往前移">
        <ActionIcon variant="subtle" aria-label={`區域${area.name}往前移`} disabled={index <= 0 || sorting.isPending} onClick={() => shift(-1)}>
          <IconArrowLeft size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="往後移">
        <ActionIcon variant="subtle" aria-label={`區域${area.name}往後移`} disabled={index >= areas.length - 1 || sorting.isPending} onClick={() => shift(1)}>
          <IconArrowRight size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="刪除區域（桌位改為未分區）">
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`刪除區域${area.name}`}
          onClick={() => confirmDanger('刪除區域', `確定要刪除「${area.name}」嗎？桌位會改為未分區。`, () => removing.mutate({ storeId, id: area.id }))}
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/**
 * 桌位圖 editor (docs/tables.md "The floor editor"): the store's areas as tabs (added, renamed, ordered, removed
 * here), the area's grid with each table on its cell, dragged or moved with the arrow keys to another cell, and the
 * selected table's name, area, seats and shape beside it. A table added here goes to the shown area's first free
 * cell. The counter's 桌位 view places the tables on the same cells.
 */
export function FloorEditor({ storeId }: { storeId: number }) {
  const tablesQuery = useDiningTables(storeId);
  const areasQuery = useAreas(storeId);
  const addingArea = useAddArea();
  const addingTable = useAddDiningTable();
  const moving = useMoveDiningTable();
  const saving = useRenameDiningTable();
  const [areaName, setAreaName] = useState('');
  const [tableName, setTableName] = useState('');
  const [tab, setTab] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [renaming, setRenaming] = useState<DiningArea | null>(null);

  const tables = tablesQuery.data ?? [];
  const areas = [...(areasQuery.data ?? [])].sort((a, b) => a.sort - b.sort);
  const tabs = areas.length === 0 || tables.some((table) => table.areaId === null) ? [...areas, { ...NO_AREA, sort: 0 }] : areas;
  const current = tabs.find((area) => String(area.id) === tab) ?? tabs[0];
  const currentId = current?.id ?? 0;
  const shown = tables.filter((table) => (table.areaId ?? 0) === currentId);
  const selected = tables.find((table) => table.id === selectedId);

  // No cell sent: the server puts the table on the area's first free cell under its floor lock, so a list read
  // before another terminal added a table never makes this one collide.
  const addTable = () => {
    addingTable.mutate({ storeId, name: tableName.trim(), ...(currentId === 0 ? {} : { areaId: currentId }) }, { onSuccess: () => setTableName('') });
  };

  return (
    <Stack gap="md">
      <TableSettingsForm storeId={storeId} />
      <Group align="flex-end">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            addingArea.mutate({ storeId, name: areaName.trim() }, { onSuccess: (area) => (setAreaName(''), setTab(String(area.id))) });
          }}
        >
          <Group align="flex-end">
            <TextInput label="新增區域" placeholder="例：大廳、二樓" value={areaName} onChange={(event) => setAreaName(event.currentTarget.value)} maxLength={20} />
            <Button type="submit" loading={addingArea.isPending} disabled={!areaName.trim()}>
              新增區域
            </Button>
          </Group>
        </form>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            addTable();
          }}
        >
          <Group align="flex-end">
            <TextInput label="新增桌號" placeholder="例如 A1" value={tableName} maxLength={20} onChange={(event) => setTableName(event.currentTarget.value)} />
            <Button type="submit" loading={addingTable.isPending} disabled={!tableName.trim()}>
              新增
            </Button>
          </Group>
        </form>
      </Group>
      <Tabs value={String(currentId)} onChange={(value) => (setTab(value), setSelectedId(null))}>
        <Tabs.List>
          {tabs.map((area) => (
            <Tabs.Tab key={area.id} value={String(area.id)}>
              {area.name}（{tables.filter((table) => (table.areaId ?? 0) === area.id).length}）
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {current && current.id !== 0 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            新增桌號會放在「{current.name}」的第一個空位
          </Text>
          <AreaActions storeId={storeId} area={current} areas={areas} onRename={() => setRenaming(current)} />
        </Group>
      )}
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          {shown.length === 0 && (
            <Text c="dimmed" size="sm">
              {tablesQuery.isPending ? '載入中…' : '此區域尚無桌位'}
            </Text>
          )}
          <EditorGrid
            tables={shown}
            selectedId={selectedId}
            onSelect={(table) => setSelectedId(table.id)}
            onMove={(table, to) => moving.mutateAsync({ storeId, id: table.id, name: table.name, x: to.x, y: to.y })}
          />
        </Stack>
        {selected && (
          <TableSideForm
            key={selected.id}
            storeId={storeId}
            table={selected}
            areas={areas}
            tables={tables}
            saving={saving.isPending}
            onSave={(request) => saving.mutate(request, { onSuccess: () => setSelectedId(null) })}
            onClose={() => setSelectedId(null)}
          />
        )}
      </Group>
      {renaming && <RenameAreaModal key={renaming.id} storeId={storeId} area={renaming} onClose={() => setRenaming(null)} />}
    </Stack>
  );
}
