import { Burger, Group, Popover, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { storeHasPrinter } from '../../features/printing';
import { useSession } from '../../lib/session';
import type { ReactNode } from 'react';
import { Clock } from './Clock';
import { FullscreenToggle } from './FullscreenToggle';
import { LogoutButton } from './LogoutButton';
import { StoreSwitcher } from './StoreSwitcher';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Group>
  );
}

/**
 * The store header's menu below its full width (a phone, a tablet held upright): the controls the header has no room
 * for. Kept mounted while closed (hidden), so a dialog opened from it (出單機連線, the logout confirmation) stays open
 * when a tap on the dialog closes the menu.
 */
export function StoreHeaderMenu({ mobileOrder, printer }: { mobileOrder: ReactNode; printer: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const hasPrinter = useSession(storeHasPrinter);
  return (
    <Popover opened={opened} onChange={(value) => (value ? undefined : close())} position="bottom-end" shadow="md" keepMounted withinPortal>
      <Popover.Target>
        <Burger opened={opened} onClick={toggle} size="sm" aria-label="更多功能" aria-expanded={opened} aria-haspopup="dialog" />
      </Popover.Target>
      <Popover.Dropdown aria-label="更多功能" miw={240}>
        <Stack gap="sm">
          {mobileOrder}
          {hasPrinter ? <Row label="出單機">{printer}</Row> : printer}
          <Row label="時間">{opened && <Clock />}</Row>
          <Group justify="flex-end" gap="xs" wrap="nowrap">
            <StoreSwitcher />
            <FullscreenToggle />
            <LogoutButton labelled onOpen={close} />
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
