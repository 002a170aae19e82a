import { Badge, Button, Card, Group, PasswordInput, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import type { PaymentProviderStatus } from '@diancan/core';
import { useState } from 'react';
import { useSession } from '../../../lib/session';
import { usePaymentSettings, useSaveJkoPay, useSaveLinePay, useSavePayFirst } from '../api/payments';

/** 付款設定 (/account-manage/payment-set): the store's LINE Pay and 街口支付 accounts, and 先付款. No secret is shown. */
export default function PaymentSetPage() {
  const storeId = useSession((state) => state.storeId);
  const settings = usePaymentSettings(storeId ?? 0);
  const savePayFirst = useSavePayFirst();
  if (storeId === null || !settings.data) return null;
  const providers = settings.data.providers;
  const linePay = providers.find((provider) => provider.provider === 'LINE_PAY');
  const jkoPay = providers.find((provider) => provider.provider === 'JKO_PAY');
  return (
    <Stack gap="md" maw={720}>
      <Title order={2}>付款設定</Title>
      <Text size="sm" c="dimmed">
        啟用後，結帳選擇 LINE Pay 或街口支付時須掃描顧客的付款條碼，由付款服務扣款成功才完成訂單。金鑰儲存後不會再顯示；留白表示沿用已儲存的金鑰。
      </Text>
      {linePay && <LinePayCard storeId={storeId} status={linePay} />}
      {jkoPay && <JkoPayCard storeId={storeId} status={jkoPay} />}
      <Card withBorder>
        <Switch
          label="先付款：手機點餐的顧客須先以 LINE Pay 或街口支付付款，訂單才會送進廚房"
          checked={settings.data.payFirst}
          disabled={savePayFirst.isPending}
          onChange={(event) => savePayFirst.mutate({ storeId, payFirst: event.currentTarget.checked })}
          data-testid="pay-first"
        />
      </Card>
    </Stack>
  );
}

function StatusBadges({ status }: { status: PaymentProviderStatus }) {
  return (
    <Group gap="xs">
      <Badge color={status.enabled ? 'green' : 'gray'}>{status.enabled ? '已啟用' : '未啟用'}</Badge>
      {status.standIn && <Badge color="yellow">模擬服務</Badge>}
    </Group>
  );
}

function LinePayCard({ storeId, status }: { storeId: number; status: PaymentProviderStatus }) {
  const save = useSaveLinePay();
  const [channelId, setChannelId] = useState(status.channelId ?? '');
  const [channelSecret, setChannelSecret] = useState('');
  const [enabled, setEnabled] = useState(status.enabled);
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>LINE Pay</Title>
          <StatusBadges status={status} />
        </Group>
        <TextInput label="Channel ID" value={channelId} onChange={(event) => setChannelId(event.currentTarget.value)} data-testid="line-pay-channel-id" />
        <PasswordInput
          label="Channel Secret"
          placeholder={status.configured ? '已設定（留白沿用）' : ''}
          value={channelSecret}
          onChange={(event) => setChannelSecret(event.currentTarget.value)}
          data-testid="line-pay-channel-secret"
        />
        <Switch label="啟用 LINE Pay 扣款" checked={enabled} onChange={(event) => setEnabled(event.currentTarget.checked)} data-testid="line-pay-enabled" />
        <Group justify="flex-end">
          <Button
            loading={save.isPending}
            onClick={() => save.mutate({ storeId, channelId, channelSecret: channelSecret || null, enabled }, { onSuccess: () => setChannelSecret('') })}
            data-testid="line-pay-save"
          >
            儲存
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function JkoPayCard({ storeId, status }: { storeId: number; status: PaymentProviderStatus }) {
  const save = useSaveJkoPay();
  const [merchantId, setMerchantId] = useState(status.merchantId ?? '');
  const [storeCode, setStoreCode] = useState(status.storeCode ?? '');
  const [apiKey, setApiKey] = useState('');
  const [secretKey, setSecretKey] = useState('');
  const [enabled, setEnabled] = useState(status.enabled);
  const placeholder = status.configured ? '已設定（留白沿用）' : '';
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>街口支付</Title>
          <StatusBadges status={status} />
        </Group>
        <Group grow>
          <TextInput label="特店代號" value={merchantId} onChange={(event) => setMerchantId(event.currentTarget.value)} />
          <TextInput label="門市代號" value={storeCode} onChange={(event) => setStoreCode(event.currentTarget.value)} />
        </Group>
        <Group grow>
          <PasswordInput label="API Key" placeholder={placeholder} value={apiKey} onChange={(event) => setApiKey(event.currentTarget.value)} />
          <PasswordInput label="Secret Key" placeholder={placeholder} value={secretKey} onChange={(event) => setSecretKey(event.currentTarget.value)} />
        </Group>
        <Switch label="啟用街口支付扣款" checked={enabled} onChange={(event) => setEnabled(event.currentTarget.checked)} />
        <Group justify="flex-end">
          <Button
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { storeId, merchantId, storeCode, apiKey: apiKey || null, secretKey: secretKey || null, enabled },
                {
                  onSuccess: () => {
                    setApiKey('');
                    setSecretKey('');
                  },
                },
              )
            }
          >
            儲存
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
