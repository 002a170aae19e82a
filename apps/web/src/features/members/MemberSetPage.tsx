import { Stack, Tabs, Title } from '@mantine/core';
import { useSession } from '../../lib/session';
import { MemberListPanel } from './MemberListPanel';
import { MemberReportPanel } from './MemberReportPanel';
import { PointsRuleForm } from './PointsRuleForm';

/**
 * 會員設定 (/account-manage/member-set; docs/members.md): the store's points rule, its members (masked numbers,
 * search, paging, add, edit, points ledger, erasure, export) and the monthly member report.
 */
export default function MemberSetPage() {
  const storeId = useSession((state) => state.storeId);
  if (storeId === null) return null;
  return <MemberSet storeId={storeId} />;
}

export function MemberSet({ storeId }: { storeId: number }) {
  return (
    <Stack gap="md">
      <Title order={2}>會員設定</Title>
      <Tabs defaultValue="rule" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="rule">點數規則</Tabs.Tab>
          <Tabs.Tab value="members">會員列表</Tabs.Tab>
          <Tabs.Tab value="report">會員報表</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="rule" pt="md">
          <PointsRuleForm storeId={storeId} />
        </Tabs.Panel>
        <Tabs.Panel value="members" pt="md">
          <MemberListPanel storeId={storeId} />
        </Tabs.Panel>
        <Tabs.Panel value="report" pt="md">
          <MemberReportPanel storeId={storeId} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
