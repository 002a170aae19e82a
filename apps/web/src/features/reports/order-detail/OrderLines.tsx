import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { OrderDetailLine } from '@diancan/core';
import { formatCount, formatMoney } from '../format';
import { comboTexts, optionText } from './labels';

/** 餐點: the lines as sold (names and prices the checkout stored), with options, combos, remarks and line entertain. */
export function OrderLines({ lines }: { lines: readonly OrderDetailLine[] }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={4} mb="sm">
        餐點
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label="餐點明細" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>品名</Table.Th>
              <Table.Th ta="right">數量</Table.Th>
              <Table.Th ta="right">單價</Table.Th>
              <Table.Th ta="right">小計</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td>
                  <Stack gap={2}>
                    <Text fw={600}>
                      {line.itemName}
                      {line.entertain && (
                        <Badge ml={6} size="sm" color="grape" variant="light">
                          招待
                        </Badge>
                      )}
                    </Text>
                    {line.options.map((option) => (
                      <Text key={`${option.groupId}-${option.optionId}`} size="sm" c="dimmed">
                        {optionText(option)}
                      </Text>
                    ))}
                    {line.combos.flatMap((combo) =>
                      comboTexts(combo).map((text, index) => (
                        <Text key={`${combo.upgradeId}-${index}`} size="sm" c="dimmed" pl={index === 0 ? 0 : 'md'}>
                          {text}
                        </Text>
                      )),
                    )}
                    {line.remark && (
                      <Text size="sm" c="orange.8">
                        備註：{line.remark}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td ta="right">{formatCount(line.count)}</Table.Td>
                <Table.Td ta="right">{formatMoney(line.unitTotal)}</Table.Td>
                <Table.Td ta="right" td={line.entertain ? 'line-through' : undefined}>
                  {formatMoney(line.amount)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
