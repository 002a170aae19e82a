import { ActionIcon, Badge, Button, Checkbox, Group, Modal, NumberInput, Select, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { STAFF_API, STAFF_PERMISSION_LABELS, STAFF_PERMISSIONS, type StaffMember, type StaffPermission, type StaffRole } from '@diancan/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { apiQuery, useStoreMutation } from '../../lib/api-query';
import { useSession } from '../../lib/session';

export default function StaffSetPage() {
  const storeId = useSession((state) => state.storeId);
  if (storeId === null) return null;
  return <StaffSet storeId={storeId} />;
}

/** 員工設定: staff mode and its idle sign-out, roles (permission groups) and staff members with their PINs. */
function StaffSet({ storeId }: { storeId: number }) {
  const settings = useQuery(apiQuery(STAFF_API.settings, { storeId }));
  const roles = useQuery(apiQuery(STAFF_API.roleList, { storeId }));
  const members = useQuery(apiQuery(STAFF_API.list, { storeId }));
  const saveMode = useStoreMutation(STAFF_API.updateStaffMode, { success: '儲存成功' });
  const [role, setRole] = useState<StaffRole | 'new' | null>(null);
  const [member, setMember] = useState<StaffMember | 'new' | null>(null);
  const [pinFor, setPinFor] = useState<StaffMember | null>(null);
  const removeRole = useStoreMutation(STAFF_API.roleRemove, { success: '刪除成功' });
  const removeMember = useStoreMutation(STAFF_API.remove, { success: '刪除成功' });

  return (
    <Stack gap="lg" maw={960}>
      <Title order={3}>員工設定</Title>
      {settings.data && (
        <Group>
          <Switch
            label="員工模式（櫃台操作須輸入員工密碼）"
            checked={settings.data.enabled}
            onChange={(event) => saveMode.mutate({ storeId, enabled: event.currentTarget.checked })}
          />
          <NumberInput
            label="閒置自動登出（分鐘）"
            min={1}
            max={240}
            w={180}
            defaultValue={settings.data.idleMinutes}
            onBlur={(event) => {
              const minutes = Number(event.currentTarget.value);
              if (Number.isInteger(minutes) && minutes !== settings.data.idleMinutes) saveMode.mutate({ storeId, enabled: settings.data.enabled, idleMinutes: minutes });
            }}
          />
        </Group>
      )}

      <Group justify="space-between">
        <Title order={4}>職務與權限</Title>
        <Button onClick={() => setRole('new')}>新增職務</Button>
      </Group>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>職務</Table.Th>
            <Table.Th>權限</Table.Th>
            <Table.Th>員工數</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(roles.data ?? []).map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {row.permissions.map((code) => (
                    <Badge key={code} variant="light" size="sm">
                      {STAFF_PERMISSION_LABELS[code]}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>{row.staffCount}</Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <ActionIcon variant="subtle" aria-label={`編輯${row.name}`} onClick={() => setRole(row)}>
                    <IconPencil size={16} />
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="red" aria-label={`刪除${row.name}`} onClick={() => removeRole.mutate({ storeId, id: row.id })}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

      <Group justify="space-between">
        <Title order={4}>員工</Title>
        <Button onClick={() => setMember('new')}>新增員工</Button>
      </Group>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>姓名</Table.Th>
            <Table.Th>職務</Table.Th>
            <Table.Th>上班中</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(members.data ?? []).map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td>{row.roleName}</Table.Td>
              <Table.Td>{row.clockedIn ? '是' : '否'}</Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Button size="xs" variant="default" onClick={() => setMember(row)}>
                    編輯
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setPinFor(row)}>
                    重設密碼
                  </Button>
                  <Button size="xs" variant="subtle" color="red" onClick={() => removeMember.mutate({ storeId, id: row.id })}>
                    刪除
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

      {role && <RoleModal storeId={storeId} role={role === 'new' ? null : role} onClose={() => setRole(null)} />}
      {member && <MemberModal storeId={storeId} member={member === 'new' ? null : member} roles={roles.data ?? []} onClose={() => setMember(null)} />}
      {pinFor && <PinModal storeId={storeId} member={pinFor} onClose={() => setPinFor(null)} />}
    </Stack>
  );
}

function RoleModal({ storeId, role, onClose }: { storeId: number; role: StaffRole | null; onClose(): void }) {
  const [name, setName] = useState(role?.name ?? '');
  const [permissions, setPermissions] = useState<string[]>(role?.permissions ?? []);
  const add = useStoreMutation(STAFF_API.roleAdd, { success: '新增成功' });
  const update = useStoreMutation(STAFF_API.roleUpdate, { success: '儲存成功' });
  const save = () => {
    const codes = permissions as StaffPermission[];
    if (role) update.mutate({ storeId, id: role.id, name, permissions: codes }, { onSuccess: onClose });
    else add.mutate({ storeId, name, permissions: codes }, { onSuccess: onClose });
  };
  return (
    <Modal opened onClose={onClose} title={role ? '編輯職務' : '新增職務'}>
      <Stack>
        <TextInput label="職務名稱" value={name} onChange={(event) => setName(event.currentTarget.value)} maxLength={20} />
        <Checkbox.Group label="權限" value={permissions} onChange={setPermissions}>
          <Stack gap={6} mt={6}>
            {STAFF_PERMISSIONS.map((code) => (
              <Checkbox key={code} value={code} label={STAFF_PERMISSION_LABELS[code]} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Button onClick={save} loading={add.isPending || update.isPending}>
          儲存
        </Button>
      </Stack>
    </Modal>
  );
}

function MemberModal({ storeId, member, roles, onClose }: { storeId: number; member: StaffMember | null; roles: StaffRole[]; onClose(): void }) {
  const [name, setName] = useState(member?.name ?? '');
  const [roleId, setRoleId] = useState<string | null>(member ? String(member.roleId) : (roles[roles.length - 1]?.id.toString() ?? null));
  const [pin, setPin] = useState('');
  const add = useStoreMutation(STAFF_API.add, { success: '新增成功' });
  const update = useStoreMutation(STAFF_API.update, { success: '儲存成功' });
  const save = () => {
    const role = Number(roleId);
    if (member) update.mutate({ storeId, id: member.id, name, roleId: role }, { onSuccess: onClose });
    else add.mutate({ storeId, name, roleId: role, pin }, { onSuccess: onClose });
  };
  return (
    <Modal opened onClose={onClose} title={member ? '編輯員工' : '新增員工'}>
      <Stack>
        <TextInput label="員工姓名" value={name} onChange={(event) => setName(event.currentTarget.value)} maxLength={20} />
        <Select label="職務" data={roles.map((role) => ({ value: String(role.id), label: role.name }))} value={roleId} onChange={setRoleId} />
        {!member && (
          <TextInput label="員工密碼（4-6位數字）" value={pin} onChange={(event) => setPin(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))} inputMode="numeric" type="password" />
        )}
        <Button onClick={save} loading={add.isPending || update.isPending}>
          儲存
        </Button>
      </Stack>
    </Modal>
  );
}

function PinModal({ storeId, member, onClose }: { storeId: number; member: StaffMember; onClose(): void }) {
  const [pin, setPin] = useState('');
  const reset = useStoreMutation(STAFF_API.resetPin, { success: '已重設員工密碼' });
  return (
    <Modal opened onClose={onClose} title={`重設 ${member.name} 的員工密碼`}>
      <Stack>
        <Text size="sm" c="dimmed">
          員工密碼為4-6位數字，同一商店的在職員工不可重複。
        </Text>
        <TextInput label="新的員工密碼" value={pin} onChange={(event) => setPin(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))} inputMode="numeric" type="password" />
        <Button onClick={() => reset.mutate({ storeId, id: member.id, pin }, { onSuccess: onClose })} loading={reset.isPending}>
          儲存
        </Button>
      </Stack>
    </Modal>
  );
}
