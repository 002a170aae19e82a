import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { SYSTEM_VERSION_MAX, VERSION_PARAM_IDS, type SystemParam } from '@diancan/core';
import { useState } from 'react';
import { formatTaipeiDateTime } from '../../../components/date-range';
import { showToast } from '../../../lib/toast';
import { useUpdateSystemParam } from '../api/system';

type VersionParamId = (typeof VERSION_PARAM_IDS)[number];

function lastChange(param: SystemParam): string {
  if (!param.updatedAt) return '預設值';
  return `${formatTaipeiDateTime(param.updatedAt)}${param.updatedBy ? ` · ${param.updatedBy}` : ''}`;
}

function VersionRow({ param }: { param: SystemParam & { paramId: VersionParamId } }) {
  const current = typeof param.value === 'string' ? param.value : '';
  const [draft, setDraft] = useState(current);
  const updating = useUpdateSystemParam();
  const save = () =>
    updating.mutate({ paramId: param.paramId, value: draft.trim() }, { onSuccess: () => showToast('修改成功') });
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label={param.label}
        description={lastChange(param)}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        maxLength={SYSTEM_VERSION_MAX}
        w={260}
      />
      <Button variant="light" onClick={save} loading={updating.isPending} disabled={draft.trim() === current || draft.trim() === ''}>
        儲存
      </Button>
    </Group>
  );
}

function isVersionParam(param: SystemParam): param is SystemParam & { paramId: VersionParamId } {
  return (VERSION_PARAM_IDS as readonly string[]).includes(param.paramId);
}

/** The app and web versions the platform publishes (the app compares its own with them for 前往更新). */
export function VersionParams({ params }: { params: SystemParam[] }) {
  const versions = params.filter(isVersionParam);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        App 更新公告以此版本與裝置上的版本比對；後台網頁版本供維護檢查使用。
      </Text>
      {versions.map((param) => (
        <VersionRow key={`${param.paramId}-${param.updatedAt ?? ''}`} param={param} />
      ))}
    </Stack>
  );
}
