import { Divider, Stack, Table, Text, Title } from '@mantine/core';
import { formatTaipeiDateTime } from '../../../components/date-range';
import { PrintArea } from '../components/PrintArea';

export interface ShiftSlipProps {
  storeName: string;
  title: string;
  /** The shift or day the slip is about. */
  subtitle: string;
  printedAt: string;
  rows: readonly { label: string; value: string }[];
}

function SlipBody({ storeName, title, subtitle, printedAt, rows }: ShiftSlipProps) {
  return (
    <Stack gap={4} maw={384} mx="auto">
      <Title order={4} ta="center">
        {storeName}
      </Title>
      <Text ta="center" size="sm">
        {title} {subtitle}
      </Text>
      <Text ta="center" size="xs" c="dimmed">
        列印時間 {formatTaipeiDateTime(printedAt)}
      </Text>
      <Divider my={4} />
      <Table withRowBorders={false} verticalSpacing={2}>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={`${row.label}-${index}`}>
              <Table.Td style={{ whiteSpace: 'pre' }}>{row.label}</Table.Td>
              <Table.Td ta="right">{row.value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** A handover slip at receipt width: its preview, and the copy `window.print()` puts on paper. */
export function ShiftSlip(props: ShiftSlipProps) {
  return (
    <PrintArea label={`${props.title}列印`}>
      <SlipBody {...props} />
    </PrintArea>
  );
}
