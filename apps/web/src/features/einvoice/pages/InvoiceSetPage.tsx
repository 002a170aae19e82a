import { Alert, Box, Center, Loader, Stack, Title } from '@mantine/core';
import { useSession } from '../../../lib/session';
import { useInvoiceSetting } from '../api/invoice-setting';
import { SellerSettingsForm } from '../settings/SellerSettingsForm';
import { OfflineTerminalsPanel } from '../settings/OfflineTerminalsPanel';
import { TracksPanel } from '../settings/TracksPanel';
import { UploadsPanel } from '../uploads/UploadsPanel';

/**
 * 發票設定 (/account-manage/invoice-set): the store's e-invoice switch, seller and AES key, and the number tracks (字軌)
 * the server hands invoice numbers out from (with the number-supply warning), and the terminals' offline invoice blocks (revocable), the Turnkey uploads and blank numbers.
 */
export default function InvoiceSetPage() {
  const storeId = useSession((state) => state.storeId);
  if (storeId === null) return null;
  return <InvoiceSettings storeId={storeId} />;
}

function InvoiceSettings({ storeId }: { storeId: number }) {
  const setting = useInvoiceSetting(storeId);
  return (
    <Stack gap="md">
      <Title order={2}>發票設定</Title>
      {setting.isPending && (
        <Center py="xl">
          <Loader aria-label="載入中" />
        </Center>
      )}
      {setting.isError && (
        <Alert color="red" title="無法載入發票設定">
          {setting.error.message}
        </Alert>
      )}
      {setting.data && (
        <>
          <Box maw={560}>
            <SellerSettingsForm key={setting.data.storeId} setting={setting.data} />
          </Box>
          <TracksPanel setting={setting.data} />
          <OfflineTerminalsPanel storeId={storeId} />
          <UploadsPanel storeId={storeId} />
        </>
      )}
    </Stack>
  );
}
