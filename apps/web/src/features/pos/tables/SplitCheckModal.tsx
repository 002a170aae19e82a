import { Button, Group, Modal, NumberInput, Stack, Table, Text } from '@mantine/core';
import { formatCents, type OrderDetail } from '@diancan/core';
import { useState } from 'react';
import { remainderOf, splitProblem, splitRequestOf, type SplitCounts } from './split-parts';
import { useSplitCheck } from './table-api';

const MAX_NEW_CHECKS = 5;

/**
 * 拆單 by items: for each new check (新帳單1, 2, ...) how many of each line it takes; the rest stays on this check.
 * Each check is then paid on its own with its own e-invoice; amounts and discounts are shared by the server exactly.
 */
export function SplitCheckModal({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const split = useSplitCheck();
  const empty = () => order.lines.map(() => 0);
  const [counts, setCounts] = useState<SplitCounts>(() => [empty()]);
  const problem = splitProblem(order, counts);

  const setCount = (part: number, line: number, value: number) =>
    setCounts(counts.map((row, index) => (index === part ? row.map((count, at) => (at === line ? value : count)) : row)));

  return (
    <Modal opened onClose={onClose} title={`拆單 #${order.orderNo}`} size="xl" centered>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          輸入每張新帳單要拆出的數量，未拆出的留在原帳單；每張帳單各自結帳、各開發票。
        </Text>
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>餐點</Table.Th>
              <Table.Th>原帳單</Table.Th>
              {counts.map((_part, index) => (
                <Table.Th key={index}>新帳單{index + 1}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.lines.map((line, lineIndex) => (
              <Table.Tr key={line.id}>
                <Table.Td>
                  {line.itemName} ×{line.count} <Text span size="xs" c="dimmed">{formatCents(line.amount)}</Text>
                </Table.Td>
                <Table.Td>{remainderOf(order, counts, lineIndex)}</Table.Td>
                {counts.map((part, partIndex) => (
                  <Table.Td key={partIndex}>
                    <NumberInput
                      aria-label={`新帳單${partIndex + 1} ${line.itemName}`}
                      min={0}
                      max={line.count}
                      decimalScale={2}
                      w={90}
                      value={part[lineIndex] ?? 0}
                      onChange={(value) => setCount(partIndex, lineIndex, Number(value) || 0)}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {problem && (
          <Text size="sm" c="red">
            {problem}
          </Text>
        )}
        <Group justify="space-between">
          <Group gap="xs">
            <Button variant="light" disabled={counts.length >= MAX_NEW_CHECKS} onClick={() => setCounts([...counts, empty()])}>
              增加一張帳單
            </Button>
            <Button variant="subtle" disabled={counts.length <= 1} onClick={() => setCounts(counts.slice(0, -1))}>
              減少一張帳單
            </Button>
          </Group>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              取消
            </Button>
            <Button disabled={problem !== null} loading={split.isPending} onClick={() => split.mutate(splitRequestOf(order, counts), { onSuccess: onClose })}>
              確認拆單
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
