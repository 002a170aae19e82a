import { Button, Checkbox, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconEdit, IconEye, IconSend } from '@tabler/icons-react';
import { BRAND_NOTE_MAX, PATHS, type Brand, type BrandPreview, type BrandPublishResult } from '@diancan/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmDanger } from '../../../components/confirm/confirm-danger';
import { usePreviewPublish, usePublishMenu } from '../api';
import { HqFrame } from '../components/HqFrame';
import { PublishPreview } from '../components/PublishPreview';
import { PublishResult } from '../components/PublishResult';
import { storeNameOf, useHqStores } from '../components/use-hq-stores';

/**
 * 品牌菜單 (/hq/menu): the flagship (the store whose menu is the brand's: HQ edits it with the ordinary menu screens),
 * the stores to publish to, 預覽 (what each store would gain, change and lose), a note, and 發布; then what each store
 * took.
 */
export default function HqMenuPage() {
  return <HqFrame title="品牌菜單">{(brand) => <Publisher brand={brand} />}</HqFrame>;
}

function Publisher({ brand }: { brand: Brand }) {
  const { stores, editingId, edit } = useHqStores();
  const navigate = useNavigate();
  const publishing = usePublishMenu();
  const previewing = usePreviewPublish();
  const sourceId = editingId;
  const targets = stores.filter((store) => store.id !== sourceId);
  // Every other store is chosen until HQ unticks one; a store that left the brand drops out by itself.
  const [unticked, setUnticked] = useState<number[]>([]);
  const chosen = targets.filter((store) => !unticked.includes(store.id)).map((store) => store.id);
  const [note, setNote] = useState('');
  const [result, setResult] = useState<BrandPublishResult | null>(null);
  // A preview stands for the choice it was asked for: another source or other stores put it away.
  const choice = JSON.stringify([sourceId, chosen]);
  const [preview, setPreview] = useState<{ choice: string; answer: BrandPreview } | null>(null);
  const shownPreview = preview?.choice === choice ? preview.answer : null;

  const askPreview = () => {
    if (sourceId === null || chosen.length === 0) return;
    previewing.mutate(
      { brandId: brand.id, sourceStoreId: sourceId, storeIds: chosen },
      { onSuccess: (answer) => setPreview({ choice, answer }) },
    );
  };

  const publish = () => {
    if (sourceId === null || chosen.length === 0) return;
    confirmDanger('發布品牌菜單', `將「${storeNameOf(stores, sourceId)}」的菜單發布到 ${chosen.length} 間商店，確定嗎？`, () =>
      publishing.mutate(
        { brandId: brand.id, sourceStoreId: sourceId, storeIds: chosen, note: note.trim() },
        {
          onSuccess: (answer) => {
            setResult(answer);
            setPreview(null);
            setNote('');
          },
        },
      ),
    );
  };

  return (
    <Stack gap="md" maw={720}>
      <Group align="flex-end" gap="sm">
        <Select
          label="旗艦店（菜單來源）"
          data={stores.map((store) => ({ value: String(store.id), label: store.name }))}
          value={sourceId === null ? null : String(sourceId)}
          onChange={(value) => {
            if (value) edit(Number(value));
            setResult(null);
          }}
          allowDeselect={false}
          w={280}
        />
        <Button variant="light" leftSection={<IconEdit size={16} />} disabled={sourceId === null} onClick={() => void navigate(PATHS.MENU_MEALS)}>
          編輯旗艦店菜單
        </Button>
      </Group>
      <Checkbox.Group
        label="發布到"
        value={chosen.map(String)}
        onChange={(values) => setUnticked(targets.map((store) => store.id).filter((id) => !values.includes(String(id))))}
      >
        <Group mt="xs">
          {targets.map((store) => (
            <Checkbox key={store.id} value={String(store.id)} label={store.name} />
          ))}
        </Group>
      </Checkbox.Group>
      {targets.length === 0 && <Text c="dimmed">品牌沒有其他商店可發布</Text>}
      <Textarea label="備註" placeholder="例：調整夏季價格" value={note} onChange={(event) => setNote(event.currentTarget.value)} maxLength={BRAND_NOTE_MAX} autosize minRows={2} />
      <Group>
        <Button
          variant="default"
          leftSection={<IconEye size={16} />}
          onClick={askPreview}
          loading={previewing.isPending}
          disabled={sourceId === null || chosen.length === 0}
        >
          預覽
        </Button>
        <Button leftSection={<IconSend size={16} />} onClick={publish} loading={publishing.isPending} disabled={sourceId === null || chosen.length === 0}>
          發布
        </Button>
      </Group>
      {shownPreview && <PublishPreview preview={shownPreview} />}
      {result && <PublishResult result={result} stores={stores} />}
    </Stack>
  );
}
