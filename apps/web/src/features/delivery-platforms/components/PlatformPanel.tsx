import { Alert, Badge, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { DELIVERY_PLATFORM_LABELS, type DeliveryPlatformStatus } from '@diancan/core';
import { confirmDanger } from '../../../components/confirm/confirm-danger';
import { useSession } from '../../../lib/session';
import { useAuthorize, useAutoAccept, useInvoiceSwitch, useSendTestOrder, useUnbind } from '../api/delivery-platforms';
import { authorizationRedirectUri } from '../authorization-return';
import { platformState, PLATFORM_STATE_LABELS } from '../platform-state';
import { BindStoreForm } from './BindStoreForm';
import { PlatformBadge } from './PlatformBadge';

export interface PlatformPanelProps {
  storeId: number;
  status: DeliveryPlatformStatus;
  /** invoiceSettings.deliveryPlatformSwitch: without it no platform order gets our e-invoice. */
  storeInvoiceOn: boolean;
}

/** The browser leaves for the platform's authorization page; it comes back to this page with `?code=`. */
function startAuthorization(authorizeUrl: string, markPending: () => void): void {
  markPending();
  window.location.assign(authorizeUrl);
}

/** One platform of the store: its state and what can be done next (授權, bind a platform store, switches, unbind). */
export function PlatformPanel({ storeId, status, storeInvoiceOn }: PlatformPanelProps) {
  const { platform } = status;
  const label = DELIVERY_PLATFORM_LABELS[platform];
  const state = platformState(status);
  const markPending = useSession((session) => session.startDeliveryAuthorization);
  const withdraw = useAuthorize();
  const unbind = useUnbind();
  const autoAccept = useAutoAccept();
  const invoice = useInvoiceSwitch();
  const testOrder = useSendTestOrder();
  const authorizeUrl = status.authorizeUrl;

  return (
    <Paper withBorder p="md" radius="md" role="region" aria-label={label}>
      <Stack gap="sm">
        <Group justify="space-between">
          <PlatformBadge platform={platform} size="lg" />
          <Badge variant="light" color={state === 'BOUND' ? 'green' : state === 'NOT_CONFIGURED' ? 'gray' : 'orange'}>
            {PLATFORM_STATE_LABELS[state]}
          </Badge>
        </Group>

        {state === 'NOT_CONFIGURED' && (
          <Text size="sm" c="dimmed">
            伺服器尚未設定{label}的串接資料，請聯繫系統管理員。
          </Text>
        )}

        {authorizeUrl && state === 'NOT_AUTHORIZED' && (
          <>
            <Text size="sm">授權後，{label}的訂單會自動進入即時訂單。</Text>
            <Button onClick={() => startAuthorization(authorizeUrl, markPending)} aria-label={`授權${label}`}>
              授權
            </Button>
          </>
        )}

        {state === 'AUTHORIZED' && <BindStoreForm storeId={storeId} platform={platform} />}

        {status.boundStore && (
          <>
            <Text size="sm">
              綁定商店：<b>{status.boundStore.name}</b>（{status.boundStore.platformStoreId}）
            </Text>
            <Switch
              label="自動接單"
              description="新訂單到達時自動向平台接單"
              checked={status.autoAccept}
              disabled={autoAccept.isPending}
              onChange={(event) => autoAccept.mutate({ storeId, platform, autoAccept: event.currentTarget.checked })}
            />
            <Switch
              label="由本店開立電子發票"
              description="關閉時由平台開立發票"
              checked={status.invoiceSwitch}
              disabled={invoice.isPending}
              onChange={(event) => invoice.mutate({ storeId, platform, invoiceSwitch: event.currentTarget.checked })}
            />
            {status.invoiceSwitch && !storeInvoiceOn && (
              <Alert color="orange" p="xs">
                <Text size="xs">發票設定的外送平台發票未開啟，外送訂單目前不會開立發票。</Text>
              </Alert>
            )}
            {status.standIn && (
              <Button variant="light" loading={testOrder.isPending} onClick={() => testOrder.mutate({ storeId, platform })}>
                送出測試訂單
              </Button>
            )}
          </>
        )}

        {status.pendingCalls > 0 && (
          <Text size="sm" c="orange.8">
            {status.pendingCalls} 筆訂單回覆等待平台確認，連線恢復後自動重送
          </Text>
        )}

        {state !== 'NOT_CONFIGURED' && state !== 'NOT_AUTHORIZED' && (
          <Group gap="xs">
            {status.boundStore && (
              <Button
                variant="default"
                loading={unbind.isPending}
                onClick={() => confirmDanger('解除綁定', `確定要解除${label}商店的綁定嗎？解除後將不再收到${label}訂單。`, () => unbind.mutate({ storeId, platform }))}
              >
                解除綁定
              </Button>
            )}
            {authorizeUrl && (
              <Button variant="subtle" onClick={() => startAuthorization(authorizeUrl, markPending)}>
                重新授權
              </Button>
            )}
            <Button
              variant="subtle"
              color="red"
              loading={withdraw.isPending}
              onClick={() =>
                confirmDanger('取消授權', `確定要取消${label}的授權嗎？綁定也會一併解除。`, () =>
                  withdraw.mutate({ storeId, platform, authorized: false, redirectUri: authorizationRedirectUri() }),
                )
              }
            >
              取消授權
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
