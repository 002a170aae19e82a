import { Paper, SimpleGrid, Table, Text } from '@mantine/core';
import type { ShiftTotals } from '@diancan/core';
import { DIFFERENCE_COLORS, drawerRows, salesRows, type FigureRow } from './shift-figures';

function FigureTable({ label, rows }: { label: string; rows: readonly FigureRow[] }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text fw={600} mb={4}>
        {label}
      </Text>
      <Table aria-label={label} verticalSpacing={4} withRowBorders={false}>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={`${row.label}-${index}`}>
              <Table.Th fw={row.strong ? 700 : 400} c={row.detail ? 'dimmed' : undefined} pl={row.detail ? 'lg' : undefined} scope="row">
                {row.label}
              </Table.Th>
              <Table.Td
                ta="right"
                fw={row.strong ? 700 : 400}
                c={row.tone ? DIFFERENCE_COLORS[row.tone] : row.detail ? 'dimmed' : undefined}
                style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
              >
                {row.value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** The figures of a shift (or a day of shifts): 銷售 beside 錢櫃, the drawer adding up to the expected cash. */
export function ShiftFigures({ totals }: { totals: ShiftTotals }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <FigureTable label="銷售" rows={salesRows(totals)} />
      <FigureTable label="錢櫃" rows={drawerRows(totals)} />
    </SimpleGrid>
  );
}
