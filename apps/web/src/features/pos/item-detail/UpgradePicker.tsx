import { Checkbox, Chip, Group, Paper, Stack, Text } from '@mantine/core';
import { formatCents } from '@diancan/core';
import type { PosOptionGroup, PosUpgrade } from '@diancan/core/contracts/menu';
import { groupsOf, type MenuIndex } from '../menu-index';
import { OptionGroupPicker } from './OptionGroupPicker';
import { rangeHint, type UpgradePicks } from './selection';

export interface UpgradePickerProps {
  upgrade: PosUpgrade;
  index: MenuIndex;
  picks: UpgradePicks;
  errors: ReadonlyMap<string, string>;
  onToggleUpgrade: () => void;
  onToggleItem: (slotId: number, itemId: number) => void;
  onToggleItemOption: (slotId: number, itemId: number, group: PosOptionGroup, optionId: number) => void;
}

/** An upgrade (升級 / 套餐): chosen or not; when chosen, its slots' items and each picked item's taste groups. */
export function UpgradePicker({ upgrade, index, picks, errors, onToggleUpgrade, onToggleItem, onToggleItemOption }: UpgradePickerProps) {
  const slots = picks[upgrade.id];
  return (
    <Paper withBorder p="sm" radius="md">
      <Checkbox
        checked={slots !== undefined}
        onChange={onToggleUpgrade}
        label={
          <Text fw={600}>
            {upgrade.name} +{formatCents(upgrade.comboPrice)}
          </Text>
        }
      />
      {slots && (
        <Stack gap="sm" mt="sm" pl="lg">
          {upgrade.groups.map((slot) => {
            const picked = slots[slot.id] ?? [];
            const slotError = errors.get(`upgrade:${upgrade.id}:slot:${slot.id}`);
            return (
              <Stack key={slot.id} gap={6} role="group" aria-label={`${upgrade.name}${slot.name}`}>
                <Group gap="xs">
                  <Text fw={600}>{slot.name}</Text>
                  <Text size="xs" c="dimmed">
                    {rangeHint(slot)}
                  </Text>
                  {slotError && (
                    <Text size="xs" c="red.7" role="alert">
                      {slotError}
                    </Text>
                  )}
                </Group>
                <Group gap={6}>
                  {slot.items.map((item) => (
                    <Chip
                      key={item.itemId}
                      checked={picked.some((pick) => pick.itemId === item.itemId)}
                      onChange={() => onToggleItem(slot.id, item.itemId)}
                      radius="sm"
                    >
                      {item.name}
                      {item.comboItemPrice > 0 ? ` +${formatCents(item.comboItemPrice)}` : ''}
                    </Chip>
                  ))}
                </Group>
                {picked.map((pick) => {
                  const offered = slot.items.find((item) => item.itemId === pick.itemId);
                  if (!offered) return null;
                  return groupsOf(index, offered.optionGroupIds).map((group) => (
                    <OptionGroupPicker
                      key={`${pick.itemId}-${group.id}`}
                      context={`${offered.name} `}
                      group={group}
                      picked={pick.options[group.id] ?? []}
                      onToggle={(optionId) => onToggleItemOption(slot.id, pick.itemId, group, optionId)}
                      error={errors.get(`upgrade:${upgrade.id}:slot:${slot.id}:item:${pick.itemId}:group:${group.id}`)}
                    />
                  ));
                })}
              </Stack>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
