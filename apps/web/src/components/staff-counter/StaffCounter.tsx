import { Badge, Button, Group, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { STAFF_API, STAFF_MSG, STAFF_PERMISSION_LABELS, type StaffPermission } from '@diancan/core';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/http';
import { callApi } from '../../lib/api';
import { apiQuery, refreshAreas } from '../../lib/api-query';
import { setStaffPromptHandler, type StaffPrompt } from '../../lib/staff-prompt';
import { PinPad } from './PinPad';

interface OpenPrompt {
  prompt: StaffPrompt;
  resolve(answer: string | true | null): void;
}

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : STAFF_MSG.WRONG_PIN);

/**
 * Who is on at the counter (staff mode, docs/staff.md): the name and role, 換人 (a PIN pad), sign-out, and the
 * sign-out after the store's idle minutes. It also answers the http client's staff prompts: the PIN pad to sign in
 * when nobody is, and 主管授權 when an action needs a permission the person on lacks.
 */
export function StaffCounter({ storeId }: { storeId: number }) {
  const queryClient = useQueryClient();
  const current = useQuery({ ...apiQuery(STAFF_API.current, { storeId }, { silent: true }), staleTime: 30_000 });
  const [open, setOpen] = useState<OpenPrompt | null>(null);
  const data = current.data;
  const refresh = () => refreshAreas(queryClient, [STAFF_API.current.area]);

  useEffect(
    () =>
      setStaffPromptHandler(
        (prompt) =>
          new Promise((resolve) => {
            setOpen({ prompt, resolve });
          }),
      ),
    [],
  );

  const finish = (answer: string | true | null) => {
    open?.resolve(answer);
    setOpen(null);
  };

  const signOut = async () => {
    await callApi(STAFF_API.signOut, { storeId }, { silent: true }).catch(() => undefined);
    await refresh();
  };

  // Idle sign-out: any touch or key restarts the count.
  const idleMinutes = data?.enabled && data.staff ? data.idleMinutes : null;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (idleMinutes === null) return;
    const restart = () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void signOut(), idleMinutes * 60_000);
    };
    restart();
    window.addEventListener('pointerdown', restart);
    window.addEventListener('keydown', restart);
    return () => {
      if (timer.current) clearTimeout(timer.current);
      window.removeEventListener('pointerdown', restart);
      window.removeEventListener('keydown', restart);
    };
  }, [idleMinutes]); // eslint-disable-line react-hooks/exhaustive-deps

  const signInPad = (onDone: () => void, onCancel?: () => void) => (
    <PinPad
      title="請輸入員工密碼"
      onCancel={onCancel}
      onSubmit={async (pin) => {
        try {
          await callApi(STAFF_API.signIn, { storeId, pin }, { silent: true });
        } catch (error) {
          return messageOf(error);
        }
        await refresh();
        onDone();
        return null;
      }}
    />
  );

  const [switching, setSwitching] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  const promptPad = () => {
    if (!open) return null;
    if (open.prompt.kind === 'signIn') return signInPad(() => finish(true), () => finish(null));
    const permission: StaffPermission = open.prompt.permission;
    return (
      <PinPad
        title="主管授權"
        hint={`此操作需要「${STAFF_PERMISSION_LABELS[permission]}」權限，請主管輸入員工密碼`}
        onCancel={() => finish(null)}
        onSubmit={async (pin) => {
          try {
            const { approvalToken } = await callApi(STAFF_API.approve, { storeId, pin, permission }, { silent: true });
            finish(approvalToken);
            return null;
          } catch (error) {
            return messageOf(error);
          }
        }}
      />
    );
  };

  if (!data?.enabled) return promptPad();
  const nobody = data.staff === null;

  return (
    <>
      <Group gap="xs" wrap="nowrap" data-testid="staff-on-duty">
        {nobody ? (
          <Text size="sm" c="dimmed">
            尚未登入員工
          </Text>
        ) : (
          <>
            <Text size="sm" fw={600}>
              {data.staff?.name}
            </Text>
            <Badge variant="light">{data.staff?.roleName}</Badge>
          </>
        )}
        <Button size="xs" variant="default" onClick={() => (nobody ? setDismissed(false) : setSwitching(true))}>
          {nobody ? '員工登入' : '換人'}
        </Button>
        {!nobody && (
          <Button size="xs" variant="subtle" onClick={() => void signOut()}>
            登出員工
          </Button>
        )}
      </Group>
      {open
        ? promptPad()
        : (nobody && !dismissed) || switching
          ? signInPad(
              () => setSwitching(false),
              () => (nobody ? setDismissed(true) : setSwitching(false)),
            )
          : null}
    </>
  );
}
