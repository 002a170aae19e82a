import { ActionIcon, Button, Group, Modal, NumberInput, Select, Stack, Tabs, Text, TextInput, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { DINING_MINUTES_DEFAULT, type FloorArea, type FloorTable, MODAL_WIDTH, SERVICE_CHARGE_PERCENT_MAX, TABLE_SHAPES, type TableShape } from '@diancan/core';
import { useState } from 'react';
import { confirmDanger } from '../../../components/confirm/confirm-danger';
import { useRenameDiningTable } from '../api/dining-tables';
import { useAddArea, useFloor, useRemoveArea, useTableSettings, useUpdateServiceCharge } from '../api/floor';
import { FloorGrid, FloorTableCard, useMinuteClock } from './FloorTableCard';

const SHAPE_LABELS: Record<TableShape, string> = { SQUARE: '方桌', ROUND: '圓桌', LONG: '長桌' };

/** The layout of one table: its area, seats, shape and cell (the editor's form; the floor moves it at once). */
function LayoutModal({ storeId, table, areas, onClose }: { storeId: number; table: FloorTable; areas: FloorArea[]; onClose: () => void }) {
  const saving = useRenameDiningTable();
  const areaId = areas.find((area) => area.tables.some((candidate) => candidate.id === table.id))?.id ?? 0;
  const [form, setForm] = useState({ areaId: String(areaId), seats: table.seats, shape: table.shape, x: table.x, y: table.y });
  return (
    <Modal opened onClose={onClose} title={`桌位設定：${table.name}`} size={MODAL_WIDTH} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const area = Number(form.areaId);
          saving.mutate(
            { storeId, id: table.id, name: table.name, areaId: area === 0 ? null : area, seats: form.seats, shape: form.shape, x: form.x, y: form.y },
            { onSuccess: onClose },
          );
        }}
      >
        <Stack>
          <Select
            label="區域"
            data={[...areas.filter((area) => area.id !== 0).map((area) => ({ value: String(area.id), label: area.name })), { value: '0', label: '未分區' }]}
            value={form.areaId}
            onChange={(value) => setForm({ ...form, areaId: value ?? '0' })}
            allowDeselect={false}
          />
          <NumberInput label="座位數" min={1} max={99} value={form.seats} onChange={(value) => setForm({ ...form, seats: Number(value) || 1 })} />
          <Select
            label="桌型"
            data={TABLE_SHAPES.map((shape) => ({ value: shape, label: SHAPE_LABELS[shape] }))}
            value={form.shape}
            onChange={(value) => setForm({ ...form, shape: (value as TableShape | null) ?? 'SQUARE' })}
            allowDeselect={false}
          />
          <Group grow>
            <NumberInput label="欄 (橫向位置)" min={0} max={99} value={form.x} onChange={(value) => setForm({ ...form, x: Number(value) || 0 })} />
            <NumberInput label="列 (縱向位置)" min={0} max={99} value={form.y} onChange={(value) => setForm({ ...form, y: Number(value) || 0 })} />
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              取消
            </Button>
            <Button type="submit" loading={saving.isPending}>
              儲存
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** 服務費 and 用餐時間 (docs/tables.md), from the saved settings (the form starts again when they change). */
function TableSettingsForm({ storeId }: { storeId: number }) {
  const settings = useTableSettings(storeId);
  if (!settings.data) return null;
  const { serviceChargePercent, diningMinutes } = settings.data;
  return <SettingsFields key={`${serviceChargePercent}-${diningMinutes}`} storeId={storeId} initial={settings.data} />;
}

function SettingsFields({ storeId, initial }: { storeId: number; initial: { serviceChargePercent: number; diningMinutes: number } }) {
  const saving = useUpdateServiceCharge();
  const [percent, setPercent] = useState(initial.serviceChargePercent);
  const [minutes, setMinutes] = useState(initial.diningMinutes);
  return (
    <Group align="flex-end">
      <NumberInput label="服務費 (%)" min={0} max={SERVICE_CHARGE_PERCENT_MAX} allowDecimal={false} value={percent} onChange={(value) => setPercent(Number(value) || 0)} w={120} />
      <NumberInput label="用餐時間 (分鐘)" min={10} max={600} allowDecimal={false} value={minutes} onChange={(value) => setMinutes(Number(value) || DINING_MINUTES_DEFAULT)} w={140} />
      <Button loading={saving.isPending} onClick={() => saving.mutate({ storeId, percent, diningMinutes: minutes })}>
        儲存
      </Button>
    </Group>
  );
}

/**
 * 桌位圖: the store's areas as tabs, each table where the editor put it with its state and colour (空桌, 用餐中 with
 * guests, time at the table turning red after 用餐時間, the amount due, 已點未出, QR orders waiting), live through
 * TABLE_CHANGED. Tapping a table edits its area, seats, shape and cell; areas are added and removed here.
 */
export function FloorPanel({ storeId }: { storeId: number }) {
  const floor = useFloor(storeId);
  const settings = useTableSettings(storeId);
  const adding = useAddArea();
  const removing = useRemoveArea();
  const [areaName, setAreaName] = useState('');
  const [tab, setTab] = useState<string | null>(null);
  const [editing, setEditing] = useState<FloorTable | null>(null);
  const now = useMinuteClock();
  const areas = floor.data ?? [];
  const current = areas.find((area) => String(area.id) === tab) ?? areas[0];
  const diningMinutes = settings.data?.diningMinutes ?? DINING_MINUTES_DEFAULT;
  return (
    <Stack gap="md">
      <TableSettingsForm storeId={storeId} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          adding.mutate({ storeId, name: areaName.trim() }, { onSuccess: () => setAreaName('') });
        }}
      >
        <Group align="flex-end">
          <TextInput label="新增區域" placeholder="例：大廳、二樓" value={areaName} onChange={(event) => setAreaName(event.currentTarget.value)} maxLength={20} />
          <Button type="submit" loading={adding.isPending} disabled={!areaName.trim()}>
            新增區域
          </Button>
        </Group>
      </form>
      {areas.length === 0 ? (
        <Text c="dimmed">尚未新增桌位</Text>
      ) : (
        <Tabs value={current ? String(current.id) : null} onChange={setTab}>
          <Tabs.List>
            {areas.map((area) => (
              <Tabs.Tab key={area.id} value={String(area.id)}>
                {area.name}（{area.tables.filter((table) => table.status === 'OCCUPIED').length}/{area.tables.length}）
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {current && (
            <Stack gap="xs" pt="sm">
              {current.id !== 0 && (
                <Group justify="flex-end">
                  <Tooltip label="刪除區域（桌位改為未分區）">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`刪除區域${current.name}`}
                      onClick={() =>
                        confirmDanger('刪除區域', `確定要刪除「${current.name}」嗎？桌位會改為未分區。`, () => removing.mutate({ storeId, id: current.id }))
                      }
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              )}
              <FloorGrid>
                {current.tables.map((table) => (
                  <FloorTableCard key={table.id} table={table} diningMinutes={diningMinutes} now={now} onClick={() => setEditing(table)} />
                ))}
              </FloorGrid>
            </Stack>
          )}
        </Tabs>
      )}
      {editing && <LayoutModal key={editing.id} storeId={storeId} table={editing} areas={areas} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
