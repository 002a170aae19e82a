import { Alert, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { MEMBER_MSG } from '@diancan/core/contracts/member-paths';
import type { PointsClaimInfo, PointsClaimResult } from '@diancan/core/contracts/members';
import { useEffect, useState, type FormEvent } from 'react';
import { FrontApiError, frontApi } from './api';
import { claimPhoneOf } from './member-phone';


/** 'yyyy/MM/dd HH:mm' in Taiwan's time. */
function untilText(iso: string): string {
  return new Date(iso).toLocaleString('zh-TW', { timeZone: 'Asia/Taipei', hour12: false, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
}

/**
 * 會員集點 (/order/points/<token>, the receipt's QR; docs/members.md): the customer sees the store and the order's
 * points and types their mobile number to collect them, once, within 7 days. A number that is not a member yet
 * becomes one.
 */
export default function PointsClaimPage({ claimToken }: { claimToken: string }) {
  const [info, setInfo] = useState<(PointsClaimInfo & { expired: boolean }) | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [phone, setPhone] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<PointsClaimResult | null>(null);

  useEffect(() => {
    frontApi.claimInfo(claimToken).then(
      (read) => setInfo({ ...read, expired: new Date(read.expiresAt).getTime() < Date.now() }),
      (failure: unknown) =>
      setLoadError(failure instanceof FrontApiError ? failure.message : MEMBER_MSG.CLAIM_INVALID),
    );
  }, [claimToken]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const number = claimPhoneOf(phone);
    if (number === null) {
      setFieldError(MEMBER_MSG.PHONE);
      return;
    }
    setSending(true);
    setFieldError('');
    try {
      setDone(await frontApi.claim(claimToken, number));
    } catch (failure) {
      setFieldError(failure instanceof FrontApiError ? failure.message : '系統忙碌中，請稍後再試');
    } finally {
      setSending(false);
    }
  };

  if (loadError) return <Alert color="red" m="md">{loadError}</Alert>;
  if (!info) return <Group justify="center" p="xl"><Loader /></Group>;
  const { expired } = info;
  return (
    <Stack gap="md" p="md" maw={480} mx="auto">
      <Title order={3}>{info.storeName}</Title>
      <Card withBorder padding="lg">
        <Stack gap="sm" align="center">
          <Text c="dimmed">本次消費可集點數</Text>
          <Title order={1} aria-label="可集點數">
            {info.points} 點
          </Title>
          {done ? (
            <Alert color="green" w="100%" aria-label="集點完成">
              已集 {done.points} 點，目前點數 {done.balance} 點
            </Alert>
          ) : info.claimed ? (
            <Alert color="gray" w="100%">{MEMBER_MSG.CLAIM_USED}</Alert>
          ) : expired ? (
            <Alert color="gray" w="100%">{MEMBER_MSG.CLAIM_EXPIRED}</Alert>
          ) : (
            <form onSubmit={(event) => void submit(event)} style={{ width: '100%' }} noValidate>
              <Stack gap="sm">
                <Text size="sm" c="dimmed">
                  請輸入手機號碼集點（{untilText(info.expiresAt)} 前有效），尚未加入會員的號碼將自動加入
                </Text>
                <TextInput
                  label="手機號碼"
                  placeholder="09xxxxxxxx"
                  inputMode="numeric"
                  autoComplete="tel"
                  value={phone}
                  error={fieldError || undefined}
                  onChange={(event) => {
                    setPhone(event.currentTarget.value);
                    setFieldError('');
                  }}
                />
                <Button type="submit" size="md" loading={sending} fullWidth>
                  集點
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
