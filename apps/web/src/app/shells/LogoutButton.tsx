import { ActionIcon, Tooltip } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { confirmLogout } from '../logout';

export function LogoutButton() {
  return (
    <Tooltip label="登出">
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label="登出" onClick={confirmLogout}>
        <IconLogout size={22} stroke={1.6} />
      </ActionIcon>
    </Tooltip>
  );
}
