import { ActionIcon, Button, FileButton, Group, Input, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconFileTypePdf, IconTrash, IconUpload } from '@tabler/icons-react';
import { fileUrl, PDF_MAX_FILES } from '@diancan/core';
import { useRef, useState } from 'react';
import { showErrorToast } from '../../lib/toast';
import { confirmRemove } from '../confirm/confirm-danger';
import { checkDocumentFiles, formatFileSize, PDF_ACCEPT } from './check-documents';

/** An uploaded file (access section 3: name, size, id); `id` is null while the file is only chosen, not stored. */
export interface DocumentItem {
  id: number | null;
  name: string;
  size: number;
}

export const DOCUMENT_HINT = `僅限 PDF，最多 ${PDF_MAX_FILES} 個檔案，每個 5MB 以內`;

export interface DocumentUploadProps {
  files: readonly DocumentItem[];
  /** Files that passed the rules; the owner sends them (or keeps them until its form is saved). */
  onAdd: (files: File[]) => void;
  /** Called after the user confirmed the deletion. */
  onRemove: (file: DocumentItem, index: number) => void;
  label?: string;
  disabled?: boolean;
  /** Shown while the owner is sending files. */
  uploading?: boolean;
}

/** Opens a stored file in a new tab; the server names it with Content-Disposition. */
export function openStoredFile(id: number): void {
  window.open(fileUrl(id), '_blank', 'noopener');
}

/**
 * Document upload (access section 5): PDF files only, at most three, each at most 5 MB; a refused pick shows the
 * spec's message and adds nothing. Stored files download in a new tab; deleting asks to confirm first.
 */
export function DocumentUpload(props: DocumentUploadProps) {
  const { files, onAdd, onRemove, label = '文件', disabled = false, uploading = false } = props;
  const [error, setError] = useState<string | null>(null);
  const resetInput = useRef<() => void>(null);

  const pick = (picked: File[]) => {
    resetInput.current?.();
    if (picked.length === 0) return;
    const problem = checkDocumentFiles(picked, files.length);
    setError(problem);
    if (problem) {
      showErrorToast(problem);
      return;
    }
    onAdd(picked);
  };

  return (
    <Input.Wrapper label={label} description={DOCUMENT_HINT} error={error}>
      <Stack gap="xs" mt={4}>
        {files.map((file, index) => (
          <Paper key={`${file.id ?? 'new'}-${index}`} withBorder p="xs" radius="sm">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="xs" wrap="nowrap" miw={0}>
                <IconFileTypePdf size={20} stroke={1.6} aria-hidden />
                <Text size="sm" truncate>
                  {file.name}
                </Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatFileSize(file.size)}
                  {file.id === null ? '（尚未儲存）' : ''}
                </Text>
              </Group>
              <Group gap={4} wrap="nowrap">
                {file.id !== null && (
                  <Tooltip label="下載">
                    <ActionIcon variant="subtle" aria-label={`下載 ${file.name}`} onClick={() => file.id !== null && openStoredFile(file.id)}>
                      <IconDownload size={18} />
                    </ActionIcon>
                  </Tooltip>
                )}
                <Tooltip label="刪除">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`刪除 ${file.name}`}
                    disabled={disabled || uploading}
                    onClick={() =>
                      confirmRemove(file.name, () => {
                        setError(null);
                        onRemove(file, index);
                      })
                    }
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
          </Paper>
        ))}
        <Group gap="xs">
          <FileButton resetRef={resetInput} onChange={pick} accept={PDF_ACCEPT} multiple disabled={disabled || uploading}>
            {(buttonProps) => (
              <Button {...buttonProps} variant="light" leftSection={<IconUpload size={16} />} loading={uploading}>
                上傳檔案
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {files.length} / {PDF_MAX_FILES}
          </Text>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
