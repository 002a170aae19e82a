import { Button, Group, Text, Title, Tooltip } from '@mantine/core';
import { IconBell, IconBellOff, IconChecks } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useAudioUnlocked } from '../hooks/use-audio-unlocked';
import { unlockAudio } from '../sound/chime';

export interface BoardToolbarProps {
  openCount: number;
  selecting: boolean;
  selectedCount: number;
  finishing: boolean;
  onToggleSelecting(): void;
  onFinishSelected(): void;
  /** Who is on at the counter (staff mode). */
  staff?: ReactNode;
}

/** Title and counts, the sound state, and the batch finish controls. */
export function BoardToolbar({ openCount, selecting, selectedCount, finishing, onToggleSelecting, onFinishSelected, staff }: BoardToolbarProps) {
  const soundOn = useAudioUnlocked();
  return (
    <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
      <Group gap="sm" align="baseline">
        <Title order={3}>即時訂單</Title>
        <Text c="dimmed" aria-label="進行中訂單數">
          進行中 {openCount} 筆
        </Text>
      </Group>
      <Group gap="xs">
        {staff}
        {soundOn ? (
          <Tooltip label="新訂單與逾時訂單會發出提示音">
            <Group gap={4} c="green.7" aria-label="提示音已開啟">
              <IconBell size={18} />
              <Text size="sm">提示音已開啟</Text>
            </Group>
          </Tooltip>
        ) : (
          // Browsers allow sound only after a tap on the page; this button is that tap.
          <Button variant="light" color="orange" leftSection={<IconBellOff size={18} />} onClick={unlockAudio}>
            開啟提示音
          </Button>
        )}
        {selecting && (
          <Button leftSection={<IconChecks size={18} />} disabled={selectedCount === 0} loading={finishing} onClick={onFinishSelected}>
            完成所選（{selectedCount}）
          </Button>
        )}
        <Button variant={selecting ? 'default' : 'light'} onClick={onToggleSelecting}>
          {selecting ? '取消選取' : '批次完成'}
        </Button>
      </Group>
    </Group>
  );
}
