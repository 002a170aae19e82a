import { Stack, Title } from '@mantine/core';
import { titleOf } from '@diancan/core';
import { useLocation } from 'react-router';

/** A page whose area a later issue builds: its title from the route table, and nothing else. */
export default function AreaTitlePage() {
  const { pathname } = useLocation();
  return (
    <Stack p="md">
      <Title order={2}>{titleOf(pathname)}</Title>
    </Stack>
  );
}
