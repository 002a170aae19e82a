import { Button, Chip, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { formatCents, LINE_REMARK_MAX, type OrderDetail } from '@diancan/core';
import { useMemo, useState } from 'react';
import { useAddOrderDetail } from '../api/order-edits';
import { useMenu } from '../api/pos-menu';
import { addedLine, optionChoiceProblem, optionGroupsOf, sellableItems } from './add-line';

/** 加點: one item (with its tastes) added to the order at a time. */
export function AddItemsForm({ order }: { order: OrderDetail }) {
  const menu = useMenu(order.storeId, true);
  const add = useAddOrderDetail();
  const [itemId, setItemId] = useState<string | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [count, setCount] = useState<number | string>(1);
  const [remark, setRemark] = useState('');

  const items = useMemo(() => (menu.data ? sellableItems(menu.data) : []), [menu.data]);
  const item = items.find((candidate) => String(candidate.id) === itemId) ?? null;
  const groups = menu.data && item ? optionGroupsOf(menu.data, item) : [];
  const problem = item ? optionChoiceProblem(groups, chosen) : null;
  const countValue = typeof count === 'number' ? count : Number(count);
  const countOk = Number.isFinite(countValue) && countValue > 0;

  const reset = () => {
    setItemId(null);
    setChosen(new Set());
    setCount(1);
    setRemark('');
  };

  const submit = () => {
    if (!item || problem || !countOk) return;
    add.mutate(
      { storeId: order.storeId, orderId: order.id, version: order.version, lines: [addedLine(item, groups, chosen, countValue, remark)] },
      { onSuccess: reset },
    );
  };

  return (
    <Stack gap="xs">
      <Select
        label="餐點"
        placeholder={menu.isPending ? '菜單載入中...' : '搜尋或選擇餐點'}
        searchable
        nothingFoundMessage="暫無數據"
        data={items.map((candidate) => ({ value: String(candidate.id), label: `${candidate.name} ${formatCents(candidate.price)}` }))}
        value={itemId}
        onChange={(value) => {
          setItemId(value);
          setChosen(new Set());
        }}
      />
      {groups.map((group) => (
        <div key={group.id}>
          <Text size="sm" fw={500}>
            {group.name}
          </Text>
          <Chip.Group
            multiple
            value={group.options.filter((option) => chosen.has(option.id)).map((option) => String(option.id))}
            onChange={(values) => {
              const inGroup = new Set(group.options.map((option) => option.id));
              setChosen(new Set([...[...chosen].filter((id) => !inGroup.has(id)), ...values.map(Number)]));
            }}
          >
            <Group gap={6} mt={4}>
              {group.options.map((option) => (
                <Chip key={option.id} value={String(option.id)} size="sm">
                  {option.price ? `${option.name} +${formatCents(option.price)}` : option.name}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </div>
      ))}
      {item && (
        <Group grow align="flex-start">
          <NumberInput label="數量" min={0.01} decimalScale={2} value={count} onChange={setCount} error={countOk ? undefined : '數量須大於0'} />
          <TextInput label="餐點備註" maxLength={LINE_REMARK_MAX} value={remark} onChange={(event) => setRemark(event.currentTarget.value)} />
        </Group>
      )}
      {problem && (
        <Text size="sm" c="red">
          {problem}
        </Text>
      )}
      <Group justify="flex-end">
        <Button disabled={!item || problem !== null || !countOk} loading={add.isPending} onClick={submit}>
          加入訂單
        </Button>
      </Group>
    </Stack>
  );
}
