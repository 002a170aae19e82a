import { ActionIcon, Anchor, Button, Group, Image, Select, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconDownload, IconPencil, IconRefresh, IconTrash } from '@tabler/icons-react';
import { type DiningTable, MSG } from '@diancan/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { confirmDanger } from '../../../components/confirm/confirm-danger';
import { saveFile } from '../../../lib/download';
import {
  useDiningTables,
  useFrontStageLinks,
  useRemoveDiningTable,
  useRenameDiningTable,
  useRotateDiningTable,
} from '../api/dining-tables';
import { useAreas } from '../api/floor';
import { FloorEditor } from './FloorEditor';
import { NameModal } from './NameModal';
import { qrSheetPng } from './qr-sheet';

/** The full address a code opens: the paths the server answers are on this same origin. */
const fullUrl = (path: string) => new URL(path, window.location.origin).toString();

function QrThumb({ url, label }: { url: string; label: string }) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: 96 }).then((data) => live && setSource(data));
    return () => {
      live = false;
    };
  }, [url]);
  return source ? <Image src={source} w={64} h={64} alt={label} /> : null;
}

function RenameModal({ storeId, table, onClose }: { storeId: number; table: DiningTable; onClose: () => void }) {
  const renaming = useRenameDiningTable();
  return (
    <NameModal
      title="編輯桌號"
      label="桌號名稱"
      initial={table.name}
      saving={renaming.isPending}
      onSave={(name) => renaming.mutate({ storeId, id: table.id, name }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

/**
 * 桌位與QR Code: the floor editor (桌位圖, docs/tables.md: areas, tables added and dragged on each area's grid, seats
 * and shape), then the store's tables, each with its own signed QR code for 內用 ordering (issue 19;
 * docs/self-ordering.md); renamed, removed, its code replaced (the old one stops at once), and a sheet of the codes
 * of every table or of one area to print (PNG). Under it the store's own code (手機點餐 外帶) and the kiosk's link.
 */
export function DiningTablesPanel({ storeId, storeName }: { storeId: number; storeName: string }) {
  const tables = useDiningTables(storeId);
  const links = useFrontStageLinks(storeId);
  const rotating = useRotateDiningTable();
  const removing = useRemoveDiningTable();
  const [renaming, setRenaming] = useState<DiningTable | null>(null);
  const [sheetBusy, setSheetBusy] = useState(false);
  /** The QR sheet of one area ('all': every table). */
  const [sheetArea, setSheetArea] = useState('all');
  const areas = [...(useAreas(storeId).data ?? [])].sort((a, b) => a.sort - b.sort);
  const rows = tables.data ?? [];

  const printSheet = async () => {
    setSheetBusy(true);
    try {
      const area = areas.find((candidate) => String(candidate.id) === sheetArea);
      const chosen = area ? rows.filter((table) => (table.areaId ?? 0) === area.id) : rows;
      const title = area ? `${storeName} ${area.name}` : storeName;
      const png = await qrSheetPng(title, chosen.map((table) => ({ caption: table.name, url: fullUrl(table.orderUrl) })));
      saveFile(png, `${title}-桌號QRCode.png`, 'image/png');
    } finally {
      setSheetBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <Title order={5}>桌位圖</Title>
      <FloorEditor storeId={storeId} />
      <Title order={5}>桌號QR Code</Title>
      <Group align="flex-end">
        {rows.length > 0 && areas.length > 0 && (
          <Select
            label="QR Code總表的區域"
            data={[{ value: 'all', label: '全部桌位' }, ...areas.map((area) => ({ value: String(area.id), label: area.name }))]}
            value={sheetArea}
            onChange={(value) => setSheetArea(value ?? 'all')}
            allowDeselect={false}
            w={160}
          />
        )}
        {rows.length > 0 && (
          <Button variant="light" leftSection={<IconDownload size={16} />} onClick={() => void printSheet()} loading={sheetBusy}>
            下載QR Code總表
          </Button>
        )}
      </Group>
      <Table striped aria-label="桌號列表">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>桌號</Table.Th>
            <Table.Th>QR Code</Table.Th>
            <Table.Th>點餐連結</Table.Th>
            <Table.Th>操作</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={4}>
                <Text c="dimmed" ta="center">
                  {tables.isPending ? '載入中…' : '尚無桌號'}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((table) => (
            <Table.Tr key={table.id}>
              <Table.Td>{table.name}</Table.Td>
              <Table.Td>
                <QrThumb url={fullUrl(table.orderUrl)} label={`${table.name} QR Code`} />
              </Table.Td>
              <Table.Td>
                <Anchor href={table.orderUrl} target="_blank" size="sm" aria-label={`${table.name} 點餐連結`}>
                  {fullUrl(table.orderUrl).slice(0, 40)}…
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label="編輯">
                    <ActionIcon variant="subtle" aria-label={`編輯 ${table.name}`} onClick={() => setRenaming(table)}>
                      <IconPencil size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="更換QR Code">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`更換 ${table.name} QR Code`}
                      onClick={() =>
                        confirmDanger('更換QR Code', `更換後 ${table.name} 舊的QR Code立即失效，需重新列印。確定要更換嗎？`, () =>
                          rotating.mutate({ storeId, id: table.id }),
                        )
                      }
                    >
                      <IconRefresh size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="刪除">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`刪除 ${table.name}`}
                      onClick={() => confirmDanger(MSG.CONFIRM_DELETE, `確定要刪除桌號 ${table.name} 嗎？`, () => removing.mutate({ storeId, id: table.id }))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {links.data && (
        <Stack gap={4}>
          <Text size="sm">
            外帶手機點餐：<Anchor href={links.data.frontStageURL} target="_blank">{fullUrl(links.data.frontStageURL)}</Anchor>
          </Text>
          <Text size="sm">
            自助點餐機：<Anchor href={links.data.kioskURL} target="_blank">{fullUrl(links.data.kioskURL)}</Anchor>
          </Text>
        </Stack>
      )}
      {renaming && <RenameModal key={renaming.id} storeId={storeId} table={renaming} onClose={() => setRenaming(null)} />}
    </Stack>
  );
}
