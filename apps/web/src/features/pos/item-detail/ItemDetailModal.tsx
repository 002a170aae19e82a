import { Button, Chip, Group, Modal, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { formatCents, keypadNumber, LINE_REMARK_MAX, linePrice, type QuantityKeyboardType } from '@diancan/core';
import type { PosItem } from '@diancan/core/contracts/menu';
import { useState } from 'react';
import { CounterControl } from '../../../components/counter-control';
import { KeypadModal } from '../../../components/keypad';
import { showErrorToast } from '../../../lib/toast';
import { addCounts, useCart } from '../cart/cart-store';
import { pricedLineOf, type CartLine } from '../cart/cart-line';
import { groupsOf, upgradesOf, type MenuIndex } from '../menu-index';
import { hasRemarkPart, toggleRemarkPart } from '../remarks';
import { stockProblem } from '../stock';
import { OptionGroupPicker } from './OptionGroupPicker';
import {
  choiceOf,
  emptySelection,
  selectionErrors,
  selectionOfLine,
  toggleComboItem,
  toggleComboItemOption,
  toggleOption,
  toggleUpgrade,
  type ItemSelection,
} from './selection';
import { UpgradePicker } from './UpgradePicker';

/** Ours: room for chips of several options a row. */
const ITEM_DETAIL_WIDTH = 640;

export interface ItemDetailTarget {
  item: PosItem;
  /** Editing this cart line; absent for a new one. */
  line?: CartLine;
}

export interface ItemDetailModalProps {
  target: ItemDetailTarget | null;
  index: MenuIndex;
  keyboardType: QuantityKeyboardType;
  onClose: () => void;
}

/**
 * The item detail modal: taste groups (each between its least and most), upgrades with their slots, the line
 * remark, the count, and the line's price as chosen. Adds a new line or saves the edited one.
 */
export function ItemDetailModal({ target, index, keyboardType, onClose }: ItemDetailModalProps) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      size={ITEM_DETAIL_WIDTH}
      centered
      title={target ? `${target.item.name}  ${formatCents(target.item.price)}` : ''}
    >
      {target && <ItemDetailForm key={`${target.item.id}-${target.line?.key ?? 'new'}`} target={target} index={index} keyboardType={keyboardType} onClose={onClose} />}
    </Modal>
  );
}

function ItemDetailForm({ target, index, keyboardType, onClose }: { target: ItemDetailTarget } & Omit<ItemDetailModalProps, 'target'>) {
  const { item, line } = target;
  const [selection, setSelection] = useState<ItemSelection>(() => (line ? selectionOfLine(line) : emptySelection));
  const [count, setCount] = useState(line?.count ?? 1);
  const [countKeypad, setCountKeypad] = useState(false);
  const [tried, setTried] = useState(false);

  const errors = selectionErrors(item, selection, index);
  const shownErrors = tried ? errors : new Map<string, string>();
  const choice = choiceOf(item, selection, index);
  const price = linePrice(pricedLineOf({ ...choice, count }));

  const confirm = () => {
    setTried(true);
    if (errors.size > 0) return;
    const cart = useCart.getState();
    const problem = stockProblem(item, cart.lines, addCounts(count, -(line?.count ?? 0)));
    if (problem) {
      showErrorToast(problem);
      return;
    }
    if (line) {
      cart.replaceChoice(line.key, choice);
      cart.setCount(line.key, count);
    } else {
      cart.addChoice(choice, count);
    }
    onClose();
  };

  return (
    <Stack gap="md">
      <ScrollArea.Autosize mah="min(60vh, 560px)" type="auto" offsetScrollbars>
        <Stack gap="md">
          {groupsOf(index, item.optionGroupIds).map((group) => (
            <OptionGroupPicker
              key={group.id}
              group={group}
              picked={selection.options[group.id] ?? []}
              onToggle={(optionId) => setSelection((current) => ({ ...current, options: toggleOption(current.options, group, optionId) }))}
              error={shownErrors.get(`group:${group.id}`)}
            />
          ))}
          {upgradesOf(index, item.upgradeIds).map((upgrade) => (
            <UpgradePicker
              key={upgrade.id}
              upgrade={upgrade}
              index={index}
              picks={selection.upgrades}
              errors={shownErrors}
              onToggleUpgrade={() => setSelection((current) => ({ ...current, upgrades: toggleUpgrade(current.upgrades, upgrade.id) }))}
              onToggleItem={(slotId, itemId) => {
                const slot = upgrade.groups.find((candidate) => candidate.id === slotId);
                if (slot) setSelection((current) => ({ ...current, upgrades: toggleComboItem(current.upgrades, upgrade.id, slot, itemId) }));
              }}
              onToggleItemOption={(slotId, itemId, group, optionId) =>
                setSelection((current) => ({ ...current, upgrades: toggleComboItemOption(current.upgrades, upgrade.id, slotId, itemId, group, optionId) }))
              }
            />
          ))}
          <Stack gap={6}>
            <Text fw={600}>備註</Text>
            {index.remarks.length > 0 && (
              <Group gap={6}>
                {index.remarks.map((preset) => (
                  <Chip
                    key={preset.id}
                    size="sm"
                    variant="outline"
                    checked={hasRemarkPart(selection.remark, preset.content)}
                    onChange={() =>
                      setSelection((current) => ({ ...current, remark: toggleRemarkPart(current.remark, preset.content).slice(0, LINE_REMARK_MAX) }))
                    }
                  >
                    {preset.content}
                  </Chip>
                ))}
              </Group>
            )}
            <TextInput
              aria-label="餐點備註"
              placeholder="其他備註"
              value={selection.remark}
              maxLength={LINE_REMARK_MAX}
              onChange={(event) => {
                const remark = event.currentTarget.value;
                setSelection((current) => ({ ...current, remark }));
              }}
            />
          </Stack>
        </Stack>
      </ScrollArea.Autosize>
      <Group justify="space-between" wrap="nowrap">
        {keyboardType === 'GENERAL' ? (
          <CounterControl label="數量" value={count} onChange={setCount} min={1} size="lg" />
        ) : (
          <UnstyledButton aria-label="數量" onClick={() => setCountKeypad(true)} px="md" py={4} style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 6 }}>
            <Text fw={700}>數量 {count}</Text>
          </UnstyledButton>
        )}
        <Group gap="sm" wrap="nowrap">
          <Text fw={700} size="lg" aria-label="小計">
            {formatCents(price)}
          </Text>
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button onClick={confirm} disabled={tried && errors.size > 0}>
            {line ? '確認修改' : '加入'}
          </Button>
        </Group>
      </Group>
      <KeypadModal
        opened={countKeypad}
        title="數量"
        mode={keyboardType}
        initialValue={String(count)}
        onClose={() => setCountKeypad(false)}
        onConfirm={(text) => {
          const value = keypadNumber(text);
          if (value !== null && value > 0) setCount(value);
          setCountKeypad(false);
        }}
      />
    </Stack>
  );
}
