import { Accordion, ActionIcon, Badge, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ANNOUNCEMENT_API, ANNOUNCEMENT_MAX_WIDTH } from '@diancan/core';
import { formatTaipeiDateTime } from '../../../components/date-range';
import { SafeHtml } from '../../../components/rich-text';
import { apiQuery } from '../../../lib/api-query';
import { useSession } from '../../../lib/session';

/**
 * The store header's announcements icon (store operations section 2): opens the store's announcements in effect,
 * those already read with 知道了 included, so a notice set aside can be read again. Not for manager sessions, which
 * never fetch announcements (access section 6).
 */
export function AnnouncementListButton() {
  const storeId = useSession((state) => state.storeId);
  const manager = useSession((state) => state.manager);
  const [opened, { open, close }] = useDisclosure(false);
  if (manager || storeId === null) return null;
  return (
    <>
      <Tooltip label="公告">
        <ActionIcon variant={opened ? 'light' : 'subtle'} color={opened ? undefined : 'gray'} size="xl" aria-label="公告" onClick={open}>
          <IconSpeakerphone size={26} stroke={1.6} />
        </ActionIcon>
      </Tooltip>
      <Modal opened={opened} onClose={close} title="公告" size={ANNOUNCEMENT_MAX_WIDTH} centered>
        {opened && <AnnouncementList storeId={storeId} />}
      </Modal>
    </>
  );
}

function AnnouncementList({ storeId }: { storeId: number }) {
  // Read each time the list opens: "know it" in the dialog and new announcements change it.
  const { data, isPending, isError } = useQuery({ ...apiQuery(ANNOUNCEMENT_API.getStoreList, { storeId }), staleTime: 0 });
  if (isPending) return <Text c="dimmed">資料載入中...</Text>;
  if (isError) return <Text c="red">公告載入失敗，請稍後再試</Text>;
  if (data.length === 0) return <Text c="dimmed">目前沒有公告</Text>;
  return (
    <Accordion variant="separated" aria-label="公告列表" defaultValue={String(data[0]?.id)}>
      {data.map((entry) => (
        <Accordion.Item key={entry.id} value={String(entry.id)}>
          <Accordion.Control>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={600} truncate>
                {entry.title || '公告'}
              </Text>
              {entry.display && (
                <Badge color="red" variant="light" style={{ flexShrink: 0 }}>
                  未讀
                </Badge>
              )}
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="xs">
              <Text size="xs" c="dimmed">
                {formatTaipeiDateTime(entry.startTime)} ~ {formatTaipeiDateTime(entry.endTime)}
              </Text>
              {entry.content.trim() ? <SafeHtml html={entry.content} label={`${entry.title || '公告'} 內容`} /> : <Text c="dimmed">（無內容）</Text>}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
