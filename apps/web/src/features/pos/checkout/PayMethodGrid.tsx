import { ActionIcon, Button, Group, SimpleGrid, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { PAY_METHOD_COLUMNS, type PayMethod } from '@diancan/core';
import { payMethodPages, shortPayMethodName } from './pay-method-pages';

export interface PayMethodGridProps {
  methods: readonly PayMethod[];
  selectedId: number | null;
  page: number;
  disabled?: boolean;
  /** Why a method cannot be chosen now (offline: it needs the network), shown on it; null when it can. */
  blockedReason?: (method: PayMethod) => string | null;
  onSelect: (id: number) => void;
  onPage: (page: number) => void;
}

/** The pay methods of the checkout: 6 a page in two columns, names cut at 8 characters (store operations 9). */
export function PayMethodGrid({ methods, selectedId, page, disabled = false, blockedReason, onSelect, onPage }: PayMethodGridProps) {
  const pages = payMethodPages(methods);
  const current = Math.min(page, Math.max(0, pages.length - 1));
  const shown = pages[current] ?? [];
  return (
    <div role="radiogroup" aria-label="付款方式">
      <SimpleGrid cols={PAY_METHOD_COLUMNS} spacing="xs" verticalSpacing="xs">
        {shown.map((method) => {
          const selected = method.id === selectedId;
          const blocked = blockedReason?.(method) ?? null;
          return (
            <Button
              key={method.id}
              role="radio"
              aria-checked={selected}
              aria-label={method.name}
              title={blocked ? `${method.name}：${blocked}` : method.name}
              variant={selected ? 'filled' : 'default'}
              size="md"
              disabled={disabled || blocked !== null}
              onClick={() => onSelect(method.id)}
            >
              {shortPayMethodName(method.name)}
            </Button>
          );
        })}
      </SimpleGrid>
      {pages.length > 1 && (
        <Group justify="center" gap="xs" mt="xs">
          <ActionIcon variant="subtle" aria-label="上一頁付款方式" disabled={current === 0} onClick={() => onPage(current - 1)}>
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Text size="sm">
            {current + 1} / {pages.length}
          </Text>
          <ActionIcon variant="subtle" aria-label="下一頁付款方式" disabled={current >= pages.length - 1} onClick={() => onPage(current + 1)}>
            <IconChevronRight size={18} />
          </ActionIcon>
        </Group>
      )}
    </div>
  );
}
