import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { confirmLogout } from '../logout';

/**
 * 登出: an icon in the header, or a labelled button (`labelled`) in the header's menu on a phone, which closes the menu
 * (`onOpen`) as the confirmation opens.
 */
export function LogoutButton({ labelled = false, onOpen }: { labelled?: boolean; onOpen?: () => void }) {
  if (labelled) {
    return (
      <Button
        variant="light"
        color="gray"
        leftSection={<IconLogout size={18} stroke={1.6} />}
        onClick={() => {
          onOpen?.();
          confirmLogout();
        }}
      >
        登出
      </Button>
    );
  }
  return (
    <Tooltip label="登出">
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label="登出" onClick={confirmLogout}>
        <IconLogout size={22} stroke={1.6} />
      </ActionIcon>
    </Tooltip>
  );
}
