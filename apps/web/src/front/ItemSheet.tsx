import { ActionIcon, Button, Checkbox, Group, Image, Modal, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { formatCents } from '@diancan/core/money';
import type { FrontMenu } from '@diancan/core/contracts/front-order';
import { useState } from 'react';
import { type CartChoice, type CartCombo, type CartLine, type MenuItem, unitTotalOf } from './cart';

type Group_ = FrontMenu['optionGroups'][number];
type Upgrade = FrontMenu['upgrades'][number];

interface Props {
  item: MenuItem;
  menu: FrontMenu;
  /** Units the customer may still add (null: unlimited). */
  left: number | null;
  large: boolean;
  onAdd(line: Omit<CartLine, 'key'>): void;
  onClose(): void;
}

/** Picks within a group: one (radio) when it allows one, else checkboxes up to its most. */
function GroupPicker({ group, picked, onChange }: { group: Group_; picked: number[]; onChange(ids: number[]): void }) {
  const range = group.mostSelectable === 1 ? '' : `（${group.leastSelectable > 0 ? `至少${group.leastSelectable}` : ''}${group.mostSelectable ? `最多${group.mostSelectable}` : ''}）`;
  const label = `${group.name}${group.leastSelectable > 0 ? ' *' : ''}${range}`;
  if (group.mostSelectable === 1) {
    return (
      <Radio.Group label={label} value={picked[0] ? String(picked[0]) : null} onChange={(value) => onChange([Number(value)])}>
        <Stack gap={6} mt={4}>
          {group.options.map((option) => (
            <Radio key={option.id} value={String(option.id)} label={`${option.name}${option.price ? ` +${formatCents(option.price)}` : ''}`} />
          ))}
        </Stack>
      </Radio.Group>
    );
  }
  return (
    <Checkbox.Group label={label} value={picked.map(String)} onChange={(values) => onChange(values.map(Number).slice(0, group.mostSelectable ?? undefined))}>
      <Stack gap={6} mt={4}>
        {group.options.map((option) => (
          <Checkbox key={option.id} value={String(option.id)} label={`${option.name}${option.price ? ` +${formatCents(option.price)}` : ''}`} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/** One item: photo, options, an upgrade (套餐) with its slots, count and remark. */
export function ItemSheet({ item, menu, left, large, onAdd, onClose }: Props) {
  const groups = item.optionGroupIds.flatMap((id) => menu.optionGroups.filter((group) => group.id === id));
  const upgrades = item.upgradeIds.flatMap((id) => menu.upgrades.filter((upgrade) => upgrade.id === id));
  const [picked, setPicked] = useState<Record<number, number[]>>({});
  const [upgradeId, setUpgradeId] = useState<number | null>(null);
  const [slots, setSlots] = useState<Record<number, number>>({});
  const [count, setCount] = useState(1);
  const [remark, setRemark] = useState('');

  const upgrade: Upgrade | undefined = upgrades.find((entry) => entry.id === upgradeId);
  const options: CartChoice[] = groups.flatMap((group) =>
    (picked[group.id] ?? []).flatMap((id) => group.options.filter((option) => option.id === id).map((option) => ({ optionId: option.id, name: option.name, price: option.price }))),
  );
  const combos: CartCombo[] = upgrade
    ? [
        {
          upgradeId: upgrade.id,
          name: upgrade.name,
          price: upgrade.comboPrice,
          items: upgrade.groups.flatMap((slot) =>
            slot.items.filter((choice) => choice.itemId === slots[slot.id]).map((choice) => ({ groupId: slot.id, itemId: choice.itemId, name: choice.name, price: choice.comboItemPrice, options: [] })),
          ),
        },
      ]
    : [];
  const missingGroup = groups.find((group) => (picked[group.id]?.length ?? 0) < group.leastSelectable);
  const missingSlot = upgrade?.groups.find((slot) => slot.leastSelectable > 0 && slots[slot.id] === undefined);
  const unitTotal = unitTotalOf(item.price, options, combos);
  const tooMany = left !== null && count > left;

  return (
    <Modal opened onClose={onClose} title={item.name} size={large ? 'xl' : 'lg'} fullScreen={!large && window.innerWidth < 600}>
      <Stack gap="md">
        {item.imageUrl && <Image src={item.imageUrl} alt={item.name} radius="sm" mah={240} fit="contain" />}
        {item.description && <Text c="dimmed">{item.description}</Text>}
        {groups.map((group) => (
          <GroupPicker key={group.id} group={group} picked={picked[group.id] ?? []} onChange={(ids) => setPicked({ ...picked, [group.id]: ids })} />
        ))}
        {upgrades.length > 0 && (
          <Radio.Group label="升級套餐" value={upgradeId === null ? 'none' : String(upgradeId)} onChange={(value) => setUpgradeId(value === 'none' ? null : Number(value))}>
            <Stack gap={6} mt={4}>
              <Radio value="none" label="單點" />
              {upgrades.map((entry) => (
                <Radio key={entry.id} value={String(entry.id)} label={`${entry.name} +${formatCents(entry.comboPrice)}`} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {upgrade?.groups.map((slot) => (
          <Radio.Group key={slot.id} label={slot.name} value={slots[slot.id] ? String(slots[slot.id]) : null} onChange={(value) => setSlots({ ...slots, [slot.id]: Number(value) })}>
            <Stack gap={6} mt={4}>
              {slot.items.map((choice) => (
                <Radio key={choice.itemId} value={String(choice.itemId)} label={`${choice.name}${choice.comboItemPrice ? ` +${formatCents(choice.comboItemPrice)}` : ''}`} />
              ))}
            </Stack>
          </Radio.Group>
        ))}
        <Textarea label="備註" maxLength={100} value={remark} onChange={(event) => setRemark(event.currentTarget.value)} autosize minRows={1} />
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Group gap="sm">
              <ActionIcon size={large ? 'xl' : 'lg'} variant="default" aria-label="減少數量" disabled={count <= 1} onClick={() => setCount(count - 1)}>
                －
              </ActionIcon>
              <Text fw={600} size="lg" aria-label="數量">{count}</Text>
              <ActionIcon size={large ? 'xl' : 'lg'} variant="default" aria-label="增加數量" disabled={count >= Math.min(99, left ?? 99)} onClick={() => setCount(count + 1)}>
                ＋
              </ActionIcon>
            </Group>
            {tooMany && <Text size="sm" c="red">剩餘{left}份</Text>}
          </Stack>
          <Title order={4}>{formatCents(unitTotal * count)}</Title>
        </Group>
        <Button
          size={large ? 'xl' : 'lg'}
          disabled={missingGroup !== undefined || missingSlot !== undefined || tooMany || left === 0}
          onClick={() => onAdd({ itemId: item.id, name: item.name, count, unitTotal, options, combos, remark: remark.trim() })}
        >
          {missingGroup ? `請選擇${missingGroup.name}` : missingSlot ? `請選擇${missingSlot.name}` : '加入購物車'}
        </Button>
      </Stack>
    </Modal>
  );
}
