import { Button, Group, Modal, NumberInput, Stack } from '@mantine/core';
import { GUESTS_MAX, MODAL_WIDTH, type FloorTable } from '@diancan/core';
import { useState } from 'react';

/** 開桌: the guests (來客數, 1-99) of a free table; the cart then orders for it. */
export function OpenTableModal({ table, onOpen, onClose }: { table: FloorTable; onOpen: (guests: number) => void; onClose: () => void }) {
  const [guests, setGuests] = useState<number | string>(Math.min(table.seats, GUESTS_MAX));
  const valid = typeof guests === 'number' && Number.isInteger(guests) && guests >= 1 && guests <= GUESTS_MAX;
  return (
    <Modal opened onClose={onClose} title={`開桌：${table.name}`} size={MODAL_WIDTH} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) onOpen(guests);
        }}
      >
        <Stack gap="sm">
          <NumberInput
            label="來客數"
            min={1}
            max={GUESTS_MAX}
            allowDecimal={false}
            value={guests}
            onChange={setGuests}
            error={valid ? undefined : '來客數須為1到99人'}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              取消
            </Button>
            <Button type="submit" disabled={!valid}>
              開桌點餐
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
