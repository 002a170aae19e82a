import { Table, Text, type MantineSpacing } from '@mantine/core';
import { MSG } from '@diancan/core';

export interface EmptyTableRowProps {
  /** How many columns the row spans. */
  columns: number;
  /** While the first page is on its way the row says 資料載入中, then the empty text. */
  loading: boolean;
  /** What an empty list says; 目前沒有資料 (MSG.NO_DATA) unless told. */
  text?: string;
  /** Space above and below the text; lg unless told. */
  py?: MantineSpacing;
}

/** The one row a table shows while it has no rows: loading, or nothing found. */
export function EmptyTableRow({ columns, loading, text = MSG.NO_DATA, py = 'lg' }: EmptyTableRowProps) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text ta="center" c="dimmed" py={py}>
          {loading ? MSG.DATA_LOADING : text}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
