import { Alert, Button, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PATHS } from '@diancan/core';
import { Link } from 'react-router';
import { fetchCurrentUser } from '../../lib/current-user';

const timeFormat = new Intl.DateTimeFormat('zh-TW', { timeZone: 'Asia/Taipei', dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' });

/**
 * 會員資料 (/account-manage/user-info): who is signed in: account, name, contact, role, stores and when this session
 * signed in, with the way to change the password. A store user sent away from a page it may not enter lands here.
 */
export default function UserInfoPage() {
  const user = useQuery({ queryKey: ['currentUser', 'info'], queryFn: fetchCurrentUser });
  return (
    <Stack gap="md">
      <Title order={2}>會員資料</Title>
      {user.isError && <Alert color="red">{user.error.message}</Alert>}
      {user.isPending && <Loader size="sm" aria-label="載入中" />}
      {user.data && (
        <Paper withBorder p="md" maw={640}>
          <SimpleGrid cols={2} spacing="xs">
            {(
              [
                ['帳號', user.data.account],
                ['名稱', user.data.name],
                ['角色', user.data.manager || user.data.sales ? '平台人員' : '店家'],
                ['電話', user.data.phone ?? '-'],
                ['信箱', user.data.email ?? '-'],
                ['商店', user.data.storeList.map((store) => store.name).join('、') || '-'],
                ['登入時間', timeFormat.format(new Date(user.data.loginTime))],
              ] as const
            ).flatMap(([label, value]) => [
              <Text key={`${label}-label`} c="dimmed">
                {label}
              </Text>,
              <Text key={label}>{value}</Text>,
            ])}
          </SimpleGrid>
          <Button component={Link} to={`${PATHS.ACCOUNT_MANAGE}/reset-password`} variant="light" mt="md">
            修改密碼
          </Button>
        </Paper>
      )}
    </Stack>
  );
}
