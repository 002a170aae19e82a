import { Button, Group, NumberInput, Paper, SegmentedControl, Select, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { KDS_STATION_MODE_LABELS, KDS_STATION_MODES, type KdsNewestAt, type KdsSettings, type KdsStationMode, PATHS } from '@diancan/core';
import { useKdsSettings, useKdsStoreId, useReadyBoardLink, useRotateReadyBoard, useUpdateKdsSettings } from '../api';

const MODE_OPTIONS = KDS_STATION_MODES.map((mode) => ({ value: mode, label: KDS_STATION_MODE_LABELS[mode] }));

/**
 * 廚房顯示 (/kds): open a station's screen or the expo screen, the customers' ready board link, and the settings:
 * expo on or off, where new tickets go, per station print / screen / both, and each category's target minutes.
 */
export default function KdsHomePage() {
  const storeId = useKdsStoreId();
  const navigate = useNavigate();
  const settings = useKdsSettings(storeId);
  const link = useReadyBoardLink(storeId);
  const rotate = useRotateReadyBoard();
  const boardUrl = link.data ? `${window.location.origin}${link.data.url}` : '';

  return (
    <Stack p="md" gap="lg" maw={960}>
      <Paper withBorder p="md">
        <Title order={4} mb="sm">
          工作站畫面
        </Title>
        <Group>
          {(settings.data?.stations ?? []).map((station) => (
            <Button key={station.stationId} onClick={() => void navigate(`${PATHS.KDS}/${station.stationId}`)} disabled={station.mode === 'PRINT'}>
              {station.name}
            </Button>
          ))}
          <Button variant="outline" onClick={() => void navigate(PATHS.KDS_EXPO)}>
            出餐確認畫面
          </Button>
        </Group>
        <Text size="sm" c="dimmed" mt="xs">
          工作站即廚房區域（菜單管理 › 廚房區域）；未設定區域的分類歸在「未分區」。
        </Text>
      </Paper>

      <Paper withBorder p="md">
        <Title order={4} mb="sm">
          取餐看板
        </Title>
        <Group align="end">
          <TextInput label="看板網址（顧客端螢幕開啟）" value={boardUrl} readOnly style={{ flex: 1 }} />
          <Button component="a" href={boardUrl} target="_blank" disabled={!boardUrl}>
            開啟
          </Button>
          <Button variant="outline" color="red" loading={rotate.isPending} onClick={() => rotate.mutate({ storeId })}>
            更新連結
          </Button>
        </Group>
      </Paper>

      {settings.data && <SettingsForm key={JSON.stringify(settings.data)} storeId={storeId} initial={settings.data} />}
    </Stack>
  );
}

/** The settings, edited as a draft of what the server answered (a new answer starts a new draft). */
function SettingsForm({ storeId, initial }: { storeId: number; initial: KdsSettings }) {
  const save = useUpdateKdsSettings();
  const [draft, setDraft] = useState<KdsSettings>(initial);
  return (
        <Paper withBorder p="md">
          <Title order={4} mb="sm">
            設定
          </Title>
          <Stack>
            <Switch
              label="出餐確認（開啟後，各站完成仍需在出餐確認畫面按「出餐」才會通知取餐）"
              checked={draft.expo}
              onChange={(event) => setDraft({ ...draft, expo: event.currentTarget.checked })}
            />
            <div>
              <Text size="sm" mb={4}>
                新單位置
              </Text>
              <SegmentedControl
                value={draft.newestAt}
                onChange={(value) => setDraft({ ...draft, newestAt: value as KdsNewestAt })}
                data={[
                  { value: 'RIGHT', label: '最新在右' },
                  { value: 'BOTTOM', label: '最新在下' },
                ]}
              />
            </div>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>工作站</Table.Th>
                  <Table.Th>出單方式</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {draft.stations.map((station) => (
                  <Table.Tr key={station.stationId}>
                    <Table.Td>{station.name}</Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={`${station.name} 出單方式`}
                        data={MODE_OPTIONS}
                        value={station.mode}
                        allowDeselect={false}
                        onChange={(value) =>
                          setDraft({
                            ...draft,
                            stations: draft.stations.map((entry) => (entry.stationId === station.stationId ? { ...entry, mode: value as KdsStationMode } : entry)),
                          })
                        }
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>分類</Table.Th>
                  <Table.Th>目標時間（分鐘，超過 80% 轉橘、超過轉紅）</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {draft.categories.map((category) => (
                  <Table.Tr key={category.categoryId}>
                    <Table.Td>{category.name}</Table.Td>
                    <Table.Td>
                      <NumberInput
                        aria-label={`${category.name} 目標時間`}
                        min={1}
                        max={240}
                        allowDecimal={false}
                        value={category.targetMinutes}
                        onChange={(value) =>
                          setDraft({
                            ...draft,
                            categories: draft.categories.map((entry) =>
                              entry.categoryId === category.categoryId ? { ...entry, targetMinutes: Number(value) || 1 } : entry,
                            ),
                          })
                        }
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Group justify="end">
              <Button
                loading={save.isPending}
                onClick={() =>
                  save.mutate({
                    storeId,
                    expo: draft.expo,
                    newestAt: draft.newestAt,
                    stationModes: draft.stations.map((station) => ({ stationId: station.stationId, mode: station.mode })),
                    categoryMinutes: draft.categories.map((category) => ({ categoryId: category.categoryId, minutes: category.targetMinutes })),
                  })
                }
              >
                儲存
              </Button>
            </Group>
          </Stack>
        </Paper>
  );
}
