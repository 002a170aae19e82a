import { Button, FileButton, List, Modal, ScrollArea, Text } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { MODAL_WIDTH } from '@diancan/core';
import type { ImportError } from '@diancan/core/contracts/menu';
import { useRef, useState } from 'react';
import { showToast } from '../../../lib/toast';
import { useExportItems } from '../api/item-export';
import { ImportRefused, useImportItems } from '../api/item-import';

const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** "第 3 列（價格）：餐點價格不可小於0" */
export function importErrorText({ row, column, message }: ImportError): string {
  return `第 ${row} 列${column ? `（${column}）` : ''}：${message}`;
}

export interface ItemSheetButtonsProps {
  storeId: number;
  /** Export only this category; null exports every item. */
  categoryId: number | null;
}

/**
 * Spreadsheet export and import of the store's items (.xlsx). A refused import lists every error with its
 * row number; nothing of such a file was imported.
 */
export function ItemSheetButtons({ storeId, categoryId }: ItemSheetButtonsProps) {
  const exporting = useExportItems();
  const importing = useImportItems();
  const [refused, setRefused] = useState<ImportRefused | null>(null);
  // Clears the file input, so the same file can be chosen again after fixing it.
  const resetInput = useRef<() => void>(null);

  const importFile = (file: File | null) => {
    resetInput.current?.();
    if (!file) return;
    importing.mutate(
      { storeId, file },
      {
        onSuccess: ({ created, updated }) => showToast(`匯入成功：新增 ${created} 筆，更新 ${updated} 筆`),
        onError: (error) => {
          if (error instanceof ImportRefused) setRefused(error);
        },
      },
    );
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} />}
        loading={exporting.isPending}
        onClick={() => exporting.mutate({ storeId, ...(categoryId === null ? {} : { categoryId }) })}
      >
        匯出
      </Button>
      <FileButton resetRef={resetInput} onChange={importFile} accept={XLSX_ACCEPT} disabled={importing.isPending}>
        {(props) => (
          <Button {...props} variant="default" leftSection={<IconUpload size={16} />} loading={importing.isPending}>
            匯入
          </Button>
        )}
      </FileButton>
      <Modal opened={refused !== null} onClose={() => setRefused(null)} title="匯入失敗" size={MODAL_WIDTH} centered>
        {refused && (
          <>
            <Text size="sm" mb="xs">
              {refused.message}，檔案未匯入，請修正後重新匯入。
            </Text>
            <ScrollArea.Autosize mah={360}>
              <List size="sm" spacing={4} aria-label="匯入錯誤">
                {refused.errors.map((error, index) => (
                  <List.Item key={`${error.row}-${error.column ?? ''}-${index}`}>{importErrorText(error)}</List.Item>
                ))}
              </List>
            </ScrollArea.Autosize>
          </>
        )}
      </Modal>
    </>
  );
}
