import { Button, Group, NumberInput, Paper, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { TABLE_MSG, TABLE_SHAPES, type DiningArea, type DiningTable, type TableShape, type UpdateDiningTableRequest } from '@diancan/core';
import { useState } from 'react';
import { blockerAt, cellText, firstFreeCell, occupiedMessage } from './floor-layout';
import { SHAPE_LABELS } from './shape-labels';

export interface TableSideFormProps {
  storeId: number;
  table: DiningTable;
  areas: readonly DiningArea[];
  /** Every table of the store (the cells of the area it goes to). */
  tables: readonly DiningTable[];
  saving: boolean;
  onSave: (request: UpdateDiningTableRequest) => void;
  onClose: () => void;
}

/**
 * The selected table's name, area, seats and shape, beside the grid (opened for one table, keyed by it). A table
 * put in another area takes that area's first free cell; a table made 長桌 needs the cell on its right free.
 */
export function TableSideForm({ storeId, table, areas, tables, saving, onSave, onClose }: TableSideFormProps) {
  const [form, setForm] = useState({ name: table.name, areaId: String(table.areaId ?? 0), seats: table.seats, shape: table.shape });
  const [refusal, setRefusal] = useState<string | null>(null);

  const save = () => {
    const areaId = Number(form.areaId) === 0 ? null : Number(form.areaId);
    const neighbours = tables.filter((other) => (other.areaId ?? null) === areaId);
    const sameArea = areaId === (table.areaId ?? null);
    const at = sameArea ? { x: table.x, y: table.y } : firstFreeCell(neighbours, form.shape, table.id);
    if (!at) {
      setRefusal(TABLE_MSG.AREA_FULL);
      return;
    }
    const blocker = blockerAt(neighbours, table.id, form.shape, at);
    if (blocker) {
      setRefusal(occupiedMessage(blocker));
      return;
    }
    setRefusal(null);
    onSave({ storeId, id: table.id, name: form.name.trim(), areaId, seats: form.seats, shape: form.shape, x: at.x, y: at.y });
  };

  return (
    <Paper withBorder p="sm" w={240} aria-label={`桌位設定：${table.name}`} component="section">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="xs">
          <Title order={6}>桌位設定：{table.name}</Title>
          <Text size="xs" c="dimmed">
            位置：{cellText(table)}
          </Text>
          <TextInput label="桌號名稱" value={form.name} maxLength={20} onChange={(event) => setForm({ ...form, name: event.currentTarget.value })} />
          <Select
            label="區域"
            data={[...areas.map((area) => ({ value: String(area.id), label: area.name })), { value: '0', label: '未分區' }]}
            value={form.areaId}
            onChange={(value) => setForm({ ...form, areaId: value ?? '0' })}
            allowDeselect={false}
          />
          <NumberInput
            label="座位數"
            min={1}
            max={99}
            allowDecimal={false}
            value={form.seats}
            onChange={(value) => setForm({ ...form, seats: Math.min(99, Math.max(1, Number(value) || 1)) })}
          />
          <SegmentedControl
            aria-label="桌型"
            value={form.shape}
            onChange={(value) => setForm({ ...form, shape: value as TableShape })}
            data={TABLE_SHAPES.map((shape) => ({ value: shape, label: SHAPE_LABELS[shape] }))}
          />
          {refusal && (
            <Text size="sm" c="red" role="alert">
              {refusal}
            </Text>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="xs" onClick={onClose}>
              關閉
            </Button>
            <Button type="submit" size="xs" loading={saving} disabled={!form.name.trim()}>
              儲存
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
