import { Alert, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { BRAND_MENU_KIND_LABEL, type BrandPreview, type BrandPreviewEntry } from '@diancan/core';

/** The preview's field names as the menu screens call them; anything else is the record's 其他內容. */
const FIELD_LABEL: Readonly<Record<string, string>> = {
  name: '名稱',
  priceCents: '價格',
  price: '價格',
  categoryId: '分類',
  image: '圖片',
  description: '說明',
  sort: '排序',
  kitchenAreaId: '廚房區域',
  printAreaId: '出單區域',
  enabled: '上架',
};

function entryText(entry: BrandPreviewEntry): string {
  const what = `${BRAND_MENU_KIND_LABEL[entry.kind]}「${entry.name}」`;
  if (entry.fields.length === 0) return what;
  const fields = [...new Set(entry.fields.map((field) => FIELD_LABEL[field] ?? '其他內容'))];
  return `${what}：${fields.join('、')}`;
}

function Entries({ title, color, entries }: { title: string; color: string; entries: readonly BrandPreviewEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <Stack gap={4}>
      <Badge color={color} variant="light">
        {title} {entries.length}
      </Badge>
      <List size="sm" spacing={2}>
        {entries.map((entry) => (
          <List.Item key={`${entry.kind}:${entry.name}`}>{entryText(entry)}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** What a publish would do in each chosen store: what it gains, what changes and what it loses (taken off sale). */
export function PublishPreview({ preview }: { preview: BrandPreview }) {
  return (
    <Stack gap="sm" aria-label="發布預覽" role="region">
      {preview.stores.map((store) => {
        const nothing = store.added.length + store.changed.length + store.removed.length === 0;
        return (
          <Paper key={store.storeId} withBorder p="sm" role="region" aria-label={`${store.storeName}預覽`}>
            <Group justify="space-between" mb={4}>
              <Title order={5}>{store.storeName}</Title>
              <Text size="xs" c="dimmed">
                {store.unchanged} 項不變
              </Text>
            </Group>
            {store.message ? (
              <Alert color="red" p="xs">
                {store.message}，此商店將維持原菜單
              </Alert>
            ) : nothing ? (
              <Text size="sm" c="dimmed">
                沒有變更
              </Text>
            ) : (
              <Group align="flex-start" gap="xl">
                <Entries title="新增" color="teal" entries={store.added} />
                <Entries title="變更" color="blue" entries={store.changed} />
                <Entries title="下架" color="red" entries={store.removed} />
              </Group>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
