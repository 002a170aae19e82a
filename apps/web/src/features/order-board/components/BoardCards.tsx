import { Badge, Button, Group, ScrollArea, Stack, Tabs, Text, Title } from '@mantine/core';
import { ORDER_STATUS_LABELS, type OrderCard } from '@diancan/core';
import { useState, type ReactNode } from 'react';
import { BOARD_STATUSES, type BoardStatus } from '../board/grouping';
import classes from './board.module.css';

export interface BoardCardsProps {
  groups: Record<BoardStatus, OrderCard[]>;
  /** Columns side by side (wide screens), or one status at a time in tabs (a tablet held upright, a phone). */
  layout: 'columns' | 'tabs';
  renderCard(card: OrderCard): ReactNode;
  /** Batch selection is on: each status offers to select all its cards. */
  selecting: boolean;
  onSelectAll(orderIds: number[]): void;
}

function EmptyColumn() {
  return (
    <Text c="dimmed" size="sm" ta="center" py="lg">
      目前沒有訂單
    </Text>
  );
}

interface CardStackProps {
  status: BoardStatus;
  cards: OrderCard[];
  renderCard(card: OrderCard): ReactNode;
  selecting: boolean;
  onSelectAll(orderIds: number[]): void;
}

function CardStack({ status, cards, renderCard, selecting, onSelectAll }: CardStackProps) {
  if (cards.length === 0) return <EmptyColumn />;
  return (
    <Stack gap="sm">
      {selecting && (
        <Button variant="subtle" size="xs" onClick={() => onSelectAll(cards.map((card) => card.id))}>
          全選{ORDER_STATUS_LABELS[status]}
        </Button>
      )}
      {cards.map(renderCard)}
    </Stack>
  );
}

/** The open orders by status. */
export function BoardCards({ groups, layout, renderCard, selecting, onSelectAll }: BoardCardsProps) {
  const [tab, setTab] = useState<BoardStatus>('NEW');

  if (layout === 'columns') {
    return (
      <div className={classes.columns}>
        {BOARD_STATUSES.map((status) => (
          <section key={status} className={classes.column} aria-label={ORDER_STATUS_LABELS[status]}>
            <Group justify="space-between" mb="xs" px={4}>
              <Title order={4}>{ORDER_STATUS_LABELS[status]}</Title>
              <Badge variant="light" size="lg" aria-label={`${ORDER_STATUS_LABELS[status]}筆數`}>
                {groups[status].length}
              </Badge>
            </Group>
            <CardStack status={status} cards={groups[status]} renderCard={renderCard} selecting={selecting} onSelectAll={onSelectAll} />
          </section>
        ))}
      </div>
    );
  }

  return (
    <Tabs value={tab} onChange={(value) => value && setTab(value as BoardStatus)} keepMounted={false}>
      {/* One row: the tabs share the width, and scroll sideways when they do not fit (a phone). */}
      <ScrollArea type="auto" scrollbarSize={4} offsetScrollbars="x">
        <Tabs.List grow className={classes.tabList}>
          {BOARD_STATUSES.map((status) => (
            <Tabs.Tab key={status} value={status} className={classes.tab} rightSection={<Badge size="sm" variant="light">{groups[status].length}</Badge>}>
              {ORDER_STATUS_LABELS[status]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </ScrollArea>
      {BOARD_STATUSES.map((status) => (
        <Tabs.Panel key={status} value={status} pt="sm">
          <section aria-label={ORDER_STATUS_LABELS[status]}>
            <CardStack status={status} cards={groups[status]} renderCard={renderCard} selecting={selecting} onSelectAll={onSelectAll} />
          </section>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
