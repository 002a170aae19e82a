import { Alert, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { BRAND_SHARING_API, formatCents, type BrandSettings } from '@diancan/core';
import { useState } from 'react';
import { apiQuery, useStoreMutation } from '../../lib/api-query';

/**
 * 品牌共用 (issue 37 item 5, docs/chains.md "Members and coupons"): whether the brand's stores share one member book
 * (under the brand's points rule) and its brand-wide coupons. For the brand's HQ and platform managers; a small card
 * the 總部 pages mount with the brand's id.
 */
export function BrandSharingCard({ brandId }: { brandId: number }) {
  const settings = useQuery(apiQuery(BRAND_SHARING_API.getSettings, { brandId }));
  if (!settings.data) return null;
  return <SharingForm key={`${brandId}-${String(settings.dataUpdatedAt)}`} saved={settings.data} />;
}

function SharingForm({ saved }: { saved: BrandSettings }) {
  const [sharedMembers, setSharedMembers] = useState(saved.sharedMembers);
  const [sharedCoupons, setSharedCoupons] = useState(saved.sharedCoupons);
  const save = useStoreMutation(BRAND_SHARING_API.saveSettings, { success: '儲存成功' });
  const changed = sharedMembers !== saved.sharedMembers || sharedCoupons !== saved.sharedCoupons;
  const rule = saved.memberRule;
  return (
    <Paper withBorder p="md" aria-label="品牌共用">
      <Stack gap="sm">
        <Title order={4}>品牌共用</Title>
        <Switch label="共用會員（各店同一份會員與點數）" checked={sharedMembers} onChange={(event) => setSharedMembers(event.currentTarget.checked)} />
        {sharedMembers && !saved.sharedMembers && (
          <Alert color="yellow">開啟後各店會員依手機號碼合併為一位會員（點數、消費次數相加），並改用品牌的點數規則；關閉時會員回到加入的商店。</Alert>
        )}
        {!sharedMembers && saved.sharedMembers && <Alert color="yellow">關閉後每位會員回到其加入的商店，其他商店將查不到。</Alert>}
        {rule && (
          <Text size="sm" c="dimmed" aria-label="品牌點數規則">
            品牌點數規則：{rule.enabled ? `每消費 ${formatCents(rule.earnAmount)} 累積 ${rule.earnPoints} 點；每 ${rule.redeemPoints} 點折抵 ${formatCents(rule.redeemAmount)}` : '未啟用'}
          </Text>
        )}
        <Switch label="共用優惠券（品牌通用券各店皆可使用）" checked={sharedCoupons} onChange={(event) => setSharedCoupons(event.currentTarget.checked)} />
        <Group justify="flex-end">
          <Button disabled={!changed} loading={save.isPending} onClick={() => save.mutate({ brandId: saved.brandId, sharedMembers, sharedCoupons, memberRule: null })}>
            儲存
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
