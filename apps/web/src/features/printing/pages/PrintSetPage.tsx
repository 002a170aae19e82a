import { Button, Group, NumberInput, Paper, SegmentedControl, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import {
  DOCUMENT_TARGET_LABELS,
  DOCUMENT_TARGETS,
  PRINT_CLIENT_LABELS,
  PRINT_CLIENTS,
  PRINTER_SLOT_LABELS,
  ROUTED_DOCUMENT_LABELS,
  ROUTED_DOCUMENTS,
  SERIAL_BAUD_RATES,
  testPageDocument,
  type DocumentPrinters,
  type PaperWidth,
  type PrintClient,
  type PrinterSlot,
  type UpdateDeviceSettingRequest,
} from '@diancan/core';
import { useState } from 'react';
import { useSession, type SessionFields } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { useUpdateStoreSetting } from '../../store-settings';
import { useUpdateDeviceSetting } from '../api/update-device-setting';
import { mediaFor } from '../print-documents';
import { deliver } from '../print-flow';

type Form = {
  printClient: PrintClient;
  names: Record<PrinterSlot, string>;
  paperWidth: PaperWidth;
  paperWidthSecond: PaperWidth;
  documentPrinters: DocumentPrinters;
  bluetoothChunkSize: number | '';
  serialBaudRate: number;
};

/** The name field of each slot: the printer box's printer names, or the browser-driven printer's device name. */
const NAME_FIELDS = {
  PRINTER_BOX: { POS: 'printerboxPrinterName', SECOND_POS: 'printerboxPrinterNameSecond', TAG: 'printerboxTagPrinterName' },
  BROWSER: { POS: 'printDeviceId', SECOND_POS: 'printDeviceIdSecond', TAG: 'tagDeviceId' },
} as const;

function formOf(session: SessionFields): Form {
  const printClient = (PRINT_CLIENTS as readonly string[]).includes(session.printClient ?? '') ? (session.printClient as PrintClient) : 'BLUETOOTH';
  const box = printClient === 'PRINTER_BOX';
  const { device, printSettings } = session;
  return {
    printClient,
    names: {
      POS: (box ? device.printerName : device.printDeviceId) ?? '',
      SECOND_POS: (box ? device.printerNameSecond : device.printDeviceIdSecond) ?? '',
      TAG: (box ? printSettings.printerboxTagPrinterName : device.tagDeviceId) ?? '',
    },
    paperWidth: printSettings.paperWidth,
    paperWidthSecond: printSettings.paperWidthSecond,
    documentPrinters: printSettings.documentPrinters,
    bluetoothChunkSize: printSettings.bluetoothChunkSize ?? '',
    serialBaudRate: printSettings.serialBaudRate,
  };
}

function requestOf(storeId: number, form: Form): UpdateDeviceSettingRequest {
  const fields = NAME_FIELDS[form.printClient === 'PRINTER_BOX' ? 'PRINTER_BOX' : 'BROWSER'];
  return {
    storeId,
    printClient: form.printClient,
    [fields.POS]: form.names.POS,
    [fields.SECOND_POS]: form.names.SECOND_POS,
    [fields.TAG]: form.names.TAG,
    paperWidth: form.paperWidth,
    paperWidthSecond: form.paperWidthSecond,
    documentPrinters: form.documentPrinters,
    bluetoothChunkSize: form.bluetoothChunkSize === '' ? null : form.bluetoothChunkSize,
    serialBaudRate: form.serialBaudRate,
  };
}

const WIDTHS = [
  { value: '58', label: '58 mm' },
  { value: '80', label: '80 mm' },
];

function SwitchesPanel({ storeId }: { storeId: number }) {
  const printSwitch = useSession((state) => state.printSwitch);
  const tagSwitch = useSession((state) => state.tagSwitch);
  const kitchenAreaSwitch = useSession((state) => state.kitchenAreaSwitch);
  const saving = useUpdateStoreSetting();
  const toggle = (setting: 'PRINT_SWITCH' | 'TAG_SWITCH' | 'KITCHEN_AREA_SWITCH', value: boolean) =>
    saving.mutate({ storeId, setting, value });
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={4}>結帳出單</Title>
        <Switch label="結帳列印收據" checked={printSwitch} onChange={(event) => toggle('PRINT_SWITCH', event.currentTarget.checked)} />
        <Switch label="結帳列印標籤" checked={tagSwitch} onChange={(event) => toggle('TAG_SWITCH', event.currentTarget.checked)} />
        <Switch
          label="廚房分區出單"
          checked={kitchenAreaSwitch}
          onChange={(event) => toggle('KITCHEN_AREA_SWITCH', event.currentTarget.checked)}
        />
      </Stack>
    </Paper>
  );
}

/**
 * 出單設定 (/account-manage/print-set): how the store prints (docs/printing.md): the print client, each printer's
 * name and paper, which document goes to which printer, the Bluetooth write size or serial speed, a test page.
 */
export default function PrintSetPage() {
  const storeId = useSession((state) => state.storeId);
  const session = useSession();
  const [form, setForm] = useState<Form>(() => formOf(session));
  const saving = useUpdateDeviceSetting();
  if (storeId === null) return null;

  const set = <Key extends keyof Form>(key: Key, value: Form[Key]) => setForm((current) => ({ ...current, [key]: value }));
  const save = () => saving.mutate(requestOf(storeId, form), { onSuccess: () => showToast('出單設定已儲存') });
  const testPage = (slot: PrinterSlot) => {
    const media = mediaFor(slot, form);
    const name = `${PRINTER_SLOT_LABELS[slot]} ${form.names[slot]}`.trim();
    const printedAt = new Date().toLocaleString('sv-SE', { timeZone: 'Asia/Taipei' }).slice(0, 16);
    void deliver([{ printer: slot, document: testPageDocument(name, media.columns, printedAt) }], { preview: true });
  };

  return (
    <Stack gap="md" maw={720}>
      <Title order={2}>出單設定</Title>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Text fw={600}>出單方式</Text>
          <SegmentedControl
            value={form.printClient}
            onChange={(value) => set('printClient', value as PrintClient)}
            data={PRINT_CLIENTS.map((client) => ({ value: client, label: PRINT_CLIENT_LABELS[client] }))}
          />
          {form.printClient === 'BLUETOOTH' && (
            <NumberInput
              label="藍芽每次寫入位元組"
              description="空白：收據 48、發票 128（部分機種需設 20）"
              value={form.bluetoothChunkSize}
              onChange={(value) => set('bluetoothChunkSize', typeof value === 'number' ? value : '')}
              min={20}
              max={512}
              allowDecimal={false}
            />
          )}
          {form.printClient === 'SERIAL' && (
            <Select
              label="序列埠速率"
              value={String(form.serialBaudRate)}
              onChange={(value) => value && set('serialBaudRate', Number(value))}
              data={SERIAL_BAUD_RATES.map((rate) => ({ value: String(rate), label: `${rate} bps` }))}
              allowDeselect={false}
            />
          )}
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Text fw={600}>出單機</Text>
          {(['POS', 'SECOND_POS', 'TAG'] as const).map((slot) => (
            <Group key={slot} align="flex-end" wrap="wrap">
              <TextInput
                label={`${PRINTER_SLOT_LABELS[slot]}${form.printClient === 'PRINTER_BOX' ? ' 印表機盒名稱' : ' 名稱'}`}
                placeholder="未設定"
                value={form.names[slot]}
                onChange={(event) => set('names', { ...form.names, [slot]: event.currentTarget.value })}
                w={240}
              />
              {slot !== 'TAG' && (
                <Select
                  label={`${PRINTER_SLOT_LABELS[slot]} 紙張寬度`}
                  data={WIDTHS}
                  value={String(slot === 'POS' ? form.paperWidth : form.paperWidthSecond)}
                  onChange={(value) => value && set(slot === 'POS' ? 'paperWidth' : 'paperWidthSecond', Number(value) as PaperWidth)}
                  allowDeselect={false}
                  w={120}
                />
              )}
              <Button variant="light" onClick={() => testPage(slot)}>
                列印測試頁
              </Button>
            </Group>
          ))}
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Text fw={600}>單據出單機</Text>
          {ROUTED_DOCUMENTS.map((document) => (
            <Select
              key={document}
              label={ROUTED_DOCUMENT_LABELS[document]}
              data={DOCUMENT_TARGETS.map((target) => ({ value: target, label: DOCUMENT_TARGET_LABELS[target] }))}
              value={form.documentPrinters[document]}
              onChange={(value) => value && set('documentPrinters', { ...form.documentPrinters, [document]: value })}
              allowDeselect={false}
              w={240}
            />
          ))}
          <Text size="sm" c="dimmed">
            標籤一律由標籤機列印。
          </Text>
        </Stack>
      </Paper>
      <Group>
        <Button onClick={save} loading={saving.isPending}>
          儲存
        </Button>
      </Group>
      <SwitchesPanel storeId={storeId} />
    </Stack>
  );
}
