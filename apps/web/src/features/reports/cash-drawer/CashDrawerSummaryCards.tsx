import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { CashDrawerSummary } from '@diancan/core';
import { formatMoney } from '../format';

interface Figure {
  label: string;
  value: string;
  detail: string | null;
  color?: string;
}

function figuresOf(summary: CashDrawerSummary): Figure[] {
  return [
    { label: '收入合計', value: formatMoney(summary.income), detail: `${summary.incomeCount} 筆`, color: 'green.8' },
    { label: '支出合計', value: formatMoney(summary.expense), detail: `${summary.expenseCount} 筆`, color: 'red.8' },
    { label: '淨額', value: formatMoney(summary.net), detail: '收入 - 支出', color: summary.net < 0 ? 'red.8' : undefined },
  ];
}

/** Income, expense and net of the whole range (the summary call), above the list. */
export function CashDrawerSummaryCards({ summary }: { summary: CashDrawerSummary | undefined }) {
  if (!summary) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} h={84} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" role="group" aria-label="臨時收支合計">
      {figuresOf(summary).map((figure) => (
        <Paper key={figure.label} withBorder p="sm" radius="md" role="group" aria-label={figure.label}>
          <Text size="sm" c="dimmed">
            {figure.label}
          </Text>
          <Text fw={700} fz="xl" c={figure.color} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {figure.value}
          </Text>
          {figure.detail && (
            <Text size="xs" c="dimmed">
              {figure.detail}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
