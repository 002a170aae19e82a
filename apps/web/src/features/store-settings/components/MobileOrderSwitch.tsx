import { Switch } from '@mantine/core';
import { useState } from 'react';
import { useSession } from '../../../lib/session';
import { useUpdateStoreSetting } from '../api/store-settings';

/**
 * The header's 手機點餐 switch (store operations sections 2 and 4): shown only with the mobile-order module; flips at
 * once (optimistic) and goes back when the server refuses, whose message the error toast shows.
 */
export function MobileOrderSwitch() {
  const storeId = useSession((state) => state.storeId);
  const module = useSession((state) => state.systemModule.mobileOrder);
  const stored = useSession((state) => state.mobileOrderSwitch);
  const saving = useUpdateStoreSetting();
  const [wanted, setWanted] = useState<boolean | null>(null);
  if (!module || storeId === null) return null;

  const shown = wanted ?? stored;
  return (
    <Switch
      label="手機點餐"
      checked={shown}
      disabled={saving.isPending}
      onChange={(event) => {
        const value = event.currentTarget.checked;
        setWanted(value);
        saving.mutate(
          { storeId, setting: 'MOBILE_ORDER_SWITCH', value },
          // Success: the reloaded store config now says so; failure: back to what the store has.
          { onSettled: () => setWanted(null), onSuccess: () => useSession.setState({ mobileOrderSwitch: value }) },
        );
      }}
    />
  );
}
