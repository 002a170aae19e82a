import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { IconBuildingStore, IconCheck } from '@tabler/icons-react';
import { useSession } from '../../lib/session';
import { switchToStore } from '../store-switch';

/** The store dropdown: shown only when the user owns more than one store. */
export function StoreSwitcher() {
  const storeList = useSession((state) => state.storeList);
  const storeId = useSession((state) => state.storeId);
  if (storeList.length < 2) return null;

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Tooltip label="切換商店">
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label="切換商店">
            <IconBuildingStore size={22} stroke={1.6} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {storeList.map((store) => (
          <Menu.Item
            key={store.id}
            onClick={() => void switchToStore(store.id)}
            rightSection={store.id === storeId ? <IconCheck size={16} /> : null}
            aria-current={store.id === storeId ? 'true' : undefined}
          >
            {store.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
