import { Input, MultiSelect, Radio, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useStoreOptions } from '../api/announcements';
import type { Audience } from './form-values';

export interface AudienceFieldsProps {
  audience: Audience;
  onAudienceChange: (audience: Audience) => void;
  storeIds: string[];
  onStoreIdsChange: (ids: string[]) => void;
  error?: ReactNode;
  disabled?: boolean;
}

/** 全部商店 or 指定商店 with a searchable list of the active stores. */
export function AudienceFields({ audience, onAudienceChange, storeIds, onStoreIdsChange, error, disabled }: AudienceFieldsProps) {
  const stores = useStoreOptions();
  const options = (stores.data ?? []).map((store) => ({ value: String(store.id), label: store.name }));
  return (
    <Stack gap="xs">
      <Radio.Group label="公告對象" required value={audience} onChange={(value) => onAudienceChange(value as Audience)}>
        <Group mt={4}>
          <Radio value="ALL" label="全部商店" disabled={disabled} />
          <Radio value="CHOSEN" label="指定商店" disabled={disabled} />
        </Group>
      </Radio.Group>
      {audience === 'CHOSEN' ? (
        <MultiSelect
          aria-label="指定商店"
          placeholder={stores.isPending ? '商店載入中...' : '搜尋並選擇商店'}
          data={options}
          value={storeIds}
          onChange={onStoreIdsChange}
          searchable
          clearable
          hidePickedOptions
          maxDropdownHeight={280}
          nothingFoundMessage="找不到商店"
          error={error}
          disabled={disabled}
        />
      ) : (
        error && <Input.Error>{error}</Input.Error>
      )}
    </Stack>
  );
}
