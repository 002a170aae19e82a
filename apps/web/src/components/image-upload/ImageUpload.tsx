import { Box, Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { IMAGE_EXTENSIONS, IMAGE_RECOMMENDED_HEIGHT_PX, IMAGE_RECOMMENDED_WIDTH_PX } from '@diancan/core';
import { useRef, useState } from 'react';
import { showErrorToast } from '../../lib/toast';
import { checkImageFile, IMAGE_ACCEPT } from './check-image';

export const IMAGE_HINT = `建議尺寸 ${IMAGE_RECOMMENDED_WIDTH_PX}x${IMAGE_RECOMMENDED_HEIGHT_PX} px，格式 ${IMAGE_EXTENSIONS.join('、')}，大小 1MB 以內`;

export interface ImageUploadProps {
  /** The image shown now: the saved one's URL or a preview of the chosen file; null when there is none. */
  previewUrl: string | null;
  /** A file that passed the rules. The owner uploads it (one image: it replaces the current one). */
  onSelect: (file: File) => void;
  onRemove: () => void;
  label?: string;
  disabled?: boolean;
  /** Shown while the owner is sending the file. */
  uploading?: boolean;
}

/**
 * One image (access section 5): picks a png, jpg, jpeg or bmp of at most 1 MB, refusing others with
 * 新增失敗！檔案大小超過1MB or 新增失敗！檔案類型錯誤, and shows the recommended 375x150 size as a hint.
 */
export function ImageUpload({ previewUrl, onSelect, onRemove, label = '圖片', disabled = false, uploading = false }: ImageUploadProps) {
  const [error, setError] = useState<string | null>(null);
  // Clears the file input, so the same file can be picked again (e.g. after removing it).
  const resetInput = useRef<() => void>(null);

  const pick = (file: File | null) => {
    resetInput.current?.();
    if (!file) return;
    const problem = checkImageFile(file);
    setError(problem);
    if (problem) {
      showErrorToast(problem);
      return;
    }
    onSelect(file);
  };

  return (
    <Input.Wrapper label={label} description={IMAGE_HINT} error={error}>
      <Stack gap="xs" mt={4}>
        <Box
          w={IMAGE_RECOMMENDED_WIDTH_PX}
          maw="100%"
          h={IMAGE_RECOMMENDED_HEIGHT_PX}
          bg="gray.1"
          style={{ borderRadius: 8, overflow: 'hidden', display: 'grid', placeItems: 'center' }}
        >
          {previewUrl ? (
            <Image src={previewUrl} alt={label} h="100%" w="100%" fit="cover" />
          ) : (
            <IconPhoto size={40} color="var(--mantine-color-gray-5)" aria-hidden />
          )}
        </Box>
        <Group gap="xs">
          <FileButton resetRef={resetInput} onChange={pick} accept={IMAGE_ACCEPT} disabled={disabled || uploading}>
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconUpload size={16} />} loading={uploading}>
                {previewUrl ? '更換圖片' : '上傳圖片'}
              </Button>
            )}
          </FileButton>
          {previewUrl && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              disabled={disabled || uploading}
              onClick={() => {
                setError(null);
                onRemove();
              }}
            >
              移除圖片
            </Button>
          )}
        </Group>
        {!previewUrl && (
          <Text size="xs" c="dimmed">
            尚未上傳圖片
          </Text>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
