import { Alert, Button, Center, Group, Loader, Stack } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { useInvoiceProof } from '../api/invoice-setting';
import { orderDetailPath } from '../paths';
import { InvoiceProofPaper } from '../proof/InvoiceProofPaper';
import classes from '../proof/proof.module.css';

/** The paper of the proof; mounted only with this page, so other pages print on the browser's default paper. */
const PAGE_RULE = '@page { size: 57mm auto; margin: 0; }';

function positiveId(text: string | null | undefined): number | null {
  const value = Number(text);
  return text && Number.isSafeInteger(value) && value > 0 ? value : null;
}

/**
 * 電子發票證明聯 (/report/invoice-proof/:orderId, `?invoiceId=` for a given invoice of the order): the proof as it
 * prints, and 列印 for the browser's print dialog (the print stylesheet prints the paper alone).
 */
export default function InvoiceProofPage() {
  const storeId = useSession((state) => state.storeId);
  const orderId = positiveId(useParams().orderId);
  const [params] = useSearchParams();
  const invoiceId = positiveId(params.get('invoiceId'));
  if (storeId === null) return null;
  if (orderId === null) {
    return (
      <Alert color="red" title="無法顯示證明聯">
        訂單編號不正確
      </Alert>
    );
  }
  return <ProofPreview storeId={storeId} orderId={orderId} invoiceId={invoiceId} />;
}

function ProofPreview({ storeId, orderId, invoiceId }: { storeId: number; orderId: number; invoiceId: number | null }) {
  const proof = useInvoiceProof({ storeId, orderId, invoiceId });
  const navigate = useNavigate();
  const location = useLocation();
  // Opened from another page of the app: back is where the cashier came from; opened on its own: the order.
  const goBack = () => (location.key !== 'default' ? navigate(-1) : navigate(orderDetailPath(orderId)));

  return (
    <Stack gap="md" align="flex-start">
      <Group gap="xs" className={classes.screenOnly}>
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={goBack}>
          返回
        </Button>
        <Button leftSection={<IconPrinter size={16} />} disabled={!proof.data} onClick={() => window.print()}>
          列印
        </Button>
      </Group>
      {proof.isPending && (
        <Center w="57mm" py="xl">
          <Loader aria-label="載入中" />
        </Center>
      )}
      {proof.isError && (
        <Alert color="red" title="無法列印證明聯">
          {proof.error.message}
        </Alert>
      )}
      {proof.data && (
        <>
          <style>{PAGE_RULE}</style>
          <InvoiceProofPaper proof={proof.data} />
        </>
      )}
    </Stack>
  );
}
