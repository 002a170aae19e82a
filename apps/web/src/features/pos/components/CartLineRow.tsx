import { ActionIcon, Badge, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconDots, IconMinus, IconPlus } from '@tabler/icons-react';
import { formatCents, linePrice } from '@diancan/core';
import { memo } from 'react';
import { choiceSummary, pricedLineOf, type CartLine } from '../cart/cart-line';
import classes from './pos.module.css';

export interface CartLineActions {
  /** Plus/minus (GENERAL mode): the count by one. */
  step: (line: CartLine, delta: number) => void;
  openCount: (line: CartLine) => void;
  openRemark: (line: CartLine) => void;
  edit: (line: CartLine) => void;
  toggleEntertain: (line: CartLine) => void;
  remove: (line: CartLine) => void;
}

export interface CartLineRowProps {
  line: CartLine;
  /** GENERAL keypad mode: plus and minus beside the count. */
  stepButtons: boolean;
  /** The item has options or upgrades to change. */
  editable: boolean;
  actions: CartLineActions;
}

/** One cart line. Memoised on the line object: the cart store replaces only the lines that change. */
export const CartLineRow = memo(function CartLineRow({ line, stepButtons, editable, actions }: CartLineRowProps) {
  const summary = choiceSummary(line);
  return (
    <div className={classes.cartLine} data-entertain={line.entertain || undefined} role="listitem" aria-label={line.name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <div style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} wrap="nowrap">
            <Text fw={600} truncate>
              {line.name}
            </Text>
            {line.entertain && (
              <Badge color="green" size="xs">
                招待
              </Badge>
            )}
          </Group>
          {summary && (
            <Text size="xs" c="dimmed">
              {summary}
            </Text>
          )}
          {line.remark && (
            <Text size="xs" c="orange.8">
              備註：{line.remark}
            </Text>
          )}
        </div>
        <Text fw={600} td={line.entertain ? 'line-through' : undefined} aria-label={`${line.name}金額`}>
          {formatCents(linePrice(pricedLineOf(line)))}
        </Text>
      </Group>
      <Group justify="space-between" mt={4} wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          {stepButtons && (
            <ActionIcon variant="light" size="md" aria-label={`減少${line.name}`} onClick={() => actions.step(line, -1)}>
              <IconMinus size={16} />
            </ActionIcon>
          )}
          <UnstyledButton
            aria-label={`${line.name}數量`}
            onClick={() => actions.openCount(line)}
            px="sm"
            py={2}
            style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 6, minWidth: 48, textAlign: 'center' }}
          >
            <Text fw={700}>{line.count}</Text>
          </UnstyledButton>
          {stepButtons && (
            <ActionIcon variant="light" size="md" aria-label={`增加${line.name}`} onClick={() => actions.step(line, 1)}>
              <IconPlus size={16} />
            </ActionIcon>
          )}
        </Group>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`${line.name}更多操作`}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {editable && <Menu.Item onClick={() => actions.edit(line)}>修改選項</Menu.Item>}
            <Menu.Item onClick={() => actions.openRemark(line)}>備註</Menu.Item>
            <Menu.Item onClick={() => actions.toggleEntertain(line)}>{line.entertain ? '取消招待' : '招待'}</Menu.Item>
            <Menu.Item color="red" onClick={() => actions.remove(line)}>
              刪除
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </div>
  );
});
