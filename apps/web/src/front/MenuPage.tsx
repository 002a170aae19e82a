import { Alert, Badge, Button, Card, Drawer, Group, Image, Loader, NativeSelect, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { formatCents } from '@diancan/core/money';
import type { FrontOrderType } from '@diancan/core/contracts/front-order-kinds';
import type { FrontMenu } from '@diancan/core/contracts/front-order';
import { useEffect, useMemo, useState } from 'react';
import { FrontApiError, frontApi } from './api';
import { type CartLine, cartCount, cartTotal, leftOf, type MenuItem, requestLines } from './cart';
import { ItemSheet } from './ItemSheet';
import { claimPhoneOf } from './member-phone';
import { MEMBER_MSG } from '@diancan/core/contracts/member-paths';

interface Props {
  token: string;
  /** The kiosk: large touch targets, and the page starts over after each order. */
  kiosk: boolean;
  onPlaced(statusToken: string, orderNo: string): void;
}

/** Pickup times of today from now + the store's lead time, every 15 minutes, in the browser's clock. */
function pickupTimes(leadMinutes: number): string[] {
  const now = new Date();
  const first = Math.ceil((now.getHours() * 60 + now.getMinutes() + leadMinutes) / 15) * 15;
  const times: string[] = [];
  for (let minute = first; minute < 24 * 60; minute += 15) times.push(`${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`);
  return times;
}

const newKey = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/** The customer's menu, cart and submit (docs/self-ordering.md). */
export function MenuPage({ token, kiosk, onPlaced }: Props) {
  const [menu, setMenu] = useState<FrontMenu | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [lines, setLines] = useState<CartLine[]>([]);
  const [open, setOpen] = useState<MenuItem | null>(null);
  const [cartOpen, setCartOpen] = useState(false);
  const [type, setType] = useState<FrontOrderType | null>(null);
  const [pickupTime, setPickupTime] = useState<string | null>(null);
  const [remark, setRemark] = useState('');
  // 會員集點 (docs/members.md): the customer's number, optional, while the store has points on.
  const [memberPhone, setMemberPhone] = useState('');
  const [phoneError, setPhoneError] = useState('');
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  // One key per attempt: a retry after a lost answer sends the same key, and the server answers the same order.
  const [attemptKey, setAttemptKey] = useState(newKey);

  const load = () => frontApi.menu(token).then(setMenu, (failure: unknown) => setError(failure instanceof FrontApiError ? failure.message : '無法載入菜單'));
  useEffect(() => {
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const types = menu?.store.orderTypes ?? [];
  const chosenType = type ?? types[0] ?? null;
  const times = useMemo(() => pickupTimes(menu?.store.pickupLeadMinutes ?? 15), [menu]);
  const large = kiosk;

  if (error) return <Alert color="red" m="md" title="無法點餐">{error}</Alert>;
  if (!menu) return <Group justify="center" p="xl"><Loader /></Group>;

  const changeLines = (next: CartLine[]) => {
    setLines(next);
    setAttemptKey(newKey());
  };
  const submit = async () => {
    if (!chosenType) return;
    const typedPhone = memberPhone.trim() === '' ? null : claimPhoneOf(memberPhone);
    if (menu.store.memberPoints && memberPhone.trim() !== '' && typedPhone === null) {
      setPhoneError(MEMBER_MSG.PHONE);
      return;
    }
    setSending(true);
    setSendError(null);
    try {
      const placed = await frontApi.submit(attemptKey, { token, type: chosenType, lines: requestLines(lines), remark: remark.trim(), pickupTime: chosenType === 'TAKEOUT' ? pickupTime : null, memberPhone: menu.store.memberPoints ? typedPhone : null });
      setLines([]);
      setRemark('');
      setMemberPhone('');
      setCartOpen(false);
      setAttemptKey(newKey());
      onPlaced(placed.statusToken, placed.orderNo);
    } catch (failure) {
      setSendError(failure instanceof FrontApiError ? failure.message : '送出失敗，請再試一次');
      void load();
    } finally {
      setSending(false);
    }
  };

  const count = cartCount(lines);
  return (
    <Stack gap="md" p={large ? 'xl' : 'md'} pb={120} maw={large ? undefined : 720} mx="auto">
      <Stack gap={4}>
        <Title order={large ? 1 : 3}>{menu.store.name}</Title>
        <Group gap="xs">
          <Badge size={large ? 'xl' : 'md'}>{menu.channel === 'KIOSK' ? '自助點餐' : menu.table ? `桌號 ${menu.table.name}` : '手機點餐'}</Badge>
          {menu.store.payAtCounter && <Text size="sm" c="dimmed">餐點送出後請至櫃檯付款</Text>}
        </Group>
        {menu.store.note && <Text>{menu.store.note}</Text>}
      </Stack>
      {!menu.store.open && <Alert color="orange" title="暫停點餐">{menu.store.closedReason}</Alert>}
      {menu.categories.map((category) => (
        <Stack key={category.id} gap="xs">
          <Title order={large ? 2 : 4}>{category.name}</Title>
          <SimpleGrid cols={large ? { base: 2, md: 4 } : { base: 1, xs: 2 }} spacing="sm">
            {category.items.map((item) => {
              const left = leftOf(item, lines);
              return (
                <Card key={item.id} withBorder padding={large ? 'lg' : 'sm'} component="button" type="button" aria-label={item.name} disabled={left === 0 || !menu.store.open} onClick={() => setOpen(item)} style={{ textAlign: 'left', cursor: left === 0 ? 'not-allowed' : 'pointer', opacity: left === 0 ? 0.5 : 1 }}>
                  <Group wrap="nowrap" align="flex-start">
                    {item.imageUrl && <Image src={item.imageUrl} alt="" w={large ? 120 : 72} h={large ? 120 : 72} radius="sm" fit="cover" loading="lazy" />}
                    <Stack gap={2}>
                      <Text fw={600} size={large ? 'xl' : 'md'}>{item.name}</Text>
                      <Text size={large ? 'lg' : 'sm'}>{formatCents(item.price)}</Text>
                      {left === 0 ? <Badge color="gray">已售完</Badge> : left !== null && <Text size="xs" c="orange">剩餘 {left} 份</Text>}
                    </Stack>
                  </Group>
                </Card>
              );
            })}
          </SimpleGrid>
        </Stack>
      ))}
      {open && (
        <ItemSheet
          item={open}
          menu={menu}
          left={leftOf(open, lines)}
          large={large}
          onClose={() => setOpen(null)}
          onAdd={(line) => {
            changeLines([...lines, { ...line, key: newKey() }]);
            setOpen(null);
          }}
        />
      )}
      {count > 0 && (
        <Button size={large ? 'xl' : 'lg'} radius="xl" onClick={() => setCartOpen(true)} style={{ position: 'fixed', bottom: 16, left: 16, right: 16 }}>
          購物車 {count} 項・{formatCents(cartTotal(lines))}
        </Button>
      )}
      <Drawer opened={cartOpen} onClose={() => setCartOpen(false)} position="bottom" size="90%" title="購物車">
        <Stack gap="sm">
          {lines.map((line) => (
            <Group key={line.key} justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={0}>
                <Text fw={600}>{line.name} x{line.count}</Text>
                {[...line.options.map((option) => option.name), ...line.combos.map((combo) => `${combo.name}：${combo.items.map((item) => item.name).join('、')}`)].map((text) => (
                  <Text key={text} size="sm" c="dimmed">{text}</Text>
                ))}
                {line.remark && <Text size="sm" c="dimmed">備註：{line.remark}</Text>}
              </Stack>
              <Group gap="xs" wrap="nowrap">
                <Text>{formatCents(line.unitTotal * line.count)}</Text>
                <Button variant="subtle" color="red" size="compact-sm" onClick={() => changeLines(lines.filter((entry) => entry.key !== line.key))}>刪除</Button>
              </Group>
            </Group>
          ))}
          {types.length > 1 && (
            <SegmentedControl size={large ? 'lg' : 'md'} data={types.map((value) => ({ value, label: value === 'INSIDE' ? '內用' : '外帶' }))} value={chosenType ?? undefined} onChange={(value) => setType(value as FrontOrderType)} />
          )}
          {chosenType === 'INSIDE' && menu.table && <Text>內用・桌號 {menu.table.name}</Text>}
          {chosenType === 'TAKEOUT' && (
            <NativeSelect label="取餐時間" data={[{ value: '', label: '盡快' }, ...times.map((time) => ({ value: time, label: time }))]} value={pickupTime ?? ''} onChange={(event) => setPickupTime(event.currentTarget.value || null)} />
          )}
          <Textarea label="訂單備註" maxLength={200} value={remark} onChange={(event) => setRemark(event.currentTarget.value)} autosize minRows={1} />
          {menu.store.memberPoints && (
            <TextInput
              label="會員手機號碼（選填，付款後集點）"
              placeholder="09xxxxxxxx"
              inputMode="numeric"
              autoComplete="tel"
              value={memberPhone}
              error={phoneError || undefined}
              onChange={(event) => {
                setMemberPhone(event.currentTarget.value);
                setPhoneError('');
              }}
            />
          )}
          <Group justify="space-between">
            <Text>小計</Text>
            <Title order={3}>{formatCents(cartTotal(lines))}</Title>
          </Group>
          {sendError && <Alert color="red">{sendError}</Alert>}
          <Button size={large ? 'xl' : 'lg'} loading={sending} disabled={lines.length === 0 || !chosenType || !menu.store.open} onClick={() => void submit()}>
            送出訂單
          </Button>
        </Stack>
      </Drawer>
    </Stack>
  );
}
