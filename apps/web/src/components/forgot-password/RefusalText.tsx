import { Text } from '@mantine/core';

/** The message of a call that answered status false (a wrong code, a mismatched account), in the error colour. */
export function RefusalText({ message }: { message: string | null }) {
  if (message === null) return null;
  return (
    <Text c="red" size="sm" role="alert">
      {message}
    </Text>
  );
}
