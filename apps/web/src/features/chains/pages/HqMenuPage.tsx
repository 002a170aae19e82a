import { Button, Checkbox, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconEdit, IconSend } from '@tabler/icons-react';
import { BRAND_NOTE_MAX, PATHS, type Brand, type BrandPublishResult } from '@diancan/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmDanger } from '../../../components/confirm/confirm-danger';
import { usePublishMenu } from '../api';
import { HqFrame } from '../components/HqFrame';
import { PublishResult } from '../components/PublishResult';
import { storeNameOf, useHqStores } from '../components/use-hq-stores';

/**
 * 品牌菜單 (/hq/menu): the flagship (the store whose menu is the brand's: HQ edits it with the ordinary menu screens),
 * the stores to publish to, a note, and 發布; then what each store took.
 */
export default function HqMenuPage() {
  return <HqFrame title="品牌菜單">{(brand) => <Publisher brand={brand} />}</HqFrame>;
}

function Publisher({ brand }: { brand: Brand }) {
  const { stores, editingId, edit } = useHqStores();
  const navigate = useNavigate();
  const publishing = usePublishMenu();
  const sourceId = editingId;
  const targets = stores.filter((store) => store.id !== sourceId);
  // Every other store is chosen until HQ unticks one; a store that left the brand drops out by itself.
  const [unticked, setUnticked] = useState<number[]>([]);
  const chosen = targets.filter((store) => !unticked.includes(store.id)).map((store) => store.id);
  const [note, setNote] = useState('');
  const [result, setResult] = useState<BrandPublishResult | null>(null);

  const publish = () => {
    if (sourceId === null || chosen.length === 0) return;
    confirmDanger('發布品牌菜單', `將「${storeNameOf(stores, sourceId)}」的菜單發布到 ${chosen.length} 間商店，確定嗎？`, () =>
      publishing.mutate(
        { brandId: brand.id, sourceStoreId: sourceId, storeIds: chosen, note: note.trim() },
        {
          onSuccess: (answer) => {
            setResult(answer);
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
        <Button leftSection={<IconSend size={16} />} onClick={publish} loading={publishing.isPending} disabled={sourceId === null || chosen.length === 0}>
          發布
        </Button>
      </Group>
      {result && <PublishResult result={result} stores={stores} />}
    </Stack>
  );
}
