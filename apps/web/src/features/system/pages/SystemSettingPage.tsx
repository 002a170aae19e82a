import { Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { maintenanceSchema, MSG, type SystemParam } from '@diancan/core';
import type { ReactNode } from 'react';
import { useSystemParams } from '../api/system';
import { CacheList } from '../components/CacheList';
import { KickOutAll } from '../components/KickOutAll';
import { MaintenanceSettings } from '../components/MaintenanceSettings';
import { VersionParams } from '../components/VersionParams';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={title}>
      <Title order={4} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function maintenanceOf(params: SystemParam[]) {
  const parsed = maintenanceSchema.safeParse(params.find((param) => param.paramId === 'MAINTENANCE')?.value);
  return parsed.success ? parsed.data : { on: false, title: '', message: '' };
}

/** 系統設定 (system-setting): versions, maintenance, kick out every user, server caches. */
export default function SystemSettingPage() {
  const params = useSystemParams();
  return (
    <Stack gap="md" maw={960}>
      <Title order={2}>系統設定</Title>
      <Section title="系統維護">
        {params.data ? (
          <MaintenanceSettings key={JSON.stringify(maintenanceOf(params.data))} maintenance={maintenanceOf(params.data)} />
        ) : params.isError ? (
          <Text c="dimmed">{MSG.SERVER}</Text>
        ) : (
          <Loader size="sm" />
        )}
      </Section>
      <Section title="版本">{params.data ? <VersionParams params={params.data} /> : <Loader size="sm" />}</Section>
      <Section title="踢出所有使用者">
        <KickOutAll />
      </Section>
      <Section title="快取">
        <CacheList />
      </Section>
    </Stack>
  );
}
