import { SegmentedControl, Input, Stack, TextInput, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ANNOUNCEMENT_KIND_LABEL, ANNOUNCEMENT_KINDS, ANNOUNCEMENT_TITLE_MAX, type AnnouncementKind } from '@diancan/core';
import { RichTextEditor } from '../../../components/rich-text';
import type { ContentValues } from './form-values';

const KIND_OPTIONS = ANNOUNCEMENT_KINDS.map((kind) => ({ value: kind, label: ANNOUNCEMENT_KIND_LABEL[kind] }));

/** What each type does in the store's dialog, so the person writing it knows what the stores will be asked. */
const KIND_HINT: Record<AnnouncementKind, string> = {
  TEXT: '商店可選「我知道了」（不再顯示）或「下次再提醒」。',
  CLEAR_CACHE: '商店按「清除快取」後重新載入頁面（App 內由 App 清除快取）。',
  APP_UPDATE: 'App 內按「前往更新」會比對版本並開啟下載頁；網頁版只會略過。',
};

/** Type, title, HTML content and (app updates) the two app links: shared by announcements and their templates. */
export function ContentFields<Values extends ContentValues>({ form, disabled }: { form: UseFormReturnType<Values>; disabled?: boolean }) {
  const { type } = form.getValues();
  const content = form.getInputProps('content');
  return (
    <Stack gap="md">
      <Input.Wrapper label="公告類型" description={KIND_HINT[type]} required>
        <SegmentedControl
          mt={4}
          data={KIND_OPTIONS}
          disabled={disabled}
          {...form.getInputProps('type')}
          aria-label="公告類型"
        />
      </Input.Wrapper>
      <TextInput label="公告標題" required maxLength={ANNOUNCEMENT_TITLE_MAX} disabled={disabled} {...form.getInputProps('title')} />
      <RichTextEditor
        label="公告內容"
        value={typeof content.value === 'string' ? content.value : ''}
        onChange={(html) => form.setFieldValue('content' as never, html as never)}
        error={content.error}
        disabled={disabled}
      />
      {type === 'APP_UPDATE' && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="iOS 下載連結" placeholder="https://apps.apple.com/..." disabled={disabled} {...form.getInputProps('iosAppUrl')} />
          <TextInput
            label="Android 下載連結"
            placeholder="https://play.google.com/..."
            disabled={disabled}
            {...form.getInputProps('androidAppUrl')}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
