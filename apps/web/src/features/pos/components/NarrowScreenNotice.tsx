import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { PATHS, WIDE_SCREEN_PX } from '@diancan/core';
import { Link } from 'react-router';

/** What /store-pos shows on a screen of 975 px or less (store operations section 2: wide screens only). */
export function NarrowScreenNotice() {
  return (
    <Center h="60vh">
      <Stack align="center" gap="sm">
        <Title order={2}>點餐</Title>
        <Text>點餐畫面需要寬度超過 {WIDE_SCREEN_PX}px 的螢幕，請改用橫向或較大的螢幕。</Text>
        <Button component={Link} to={PATHS.ORDER_SOCKET} variant="light">
          前往即時訂單
        </Button>
      </Stack>
    </Center>
  );
}
