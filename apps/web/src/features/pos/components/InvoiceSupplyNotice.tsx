import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { EINVOICE_SUPPLY_API } from '@diancan/core';
import { apiQuery } from '../../../lib/api-query';
import { useSession } from '../../../lib/session';

/** A store issuing invoices hears how its numbers go every few minutes (and after each checkout, PosPage). */
const SUPPLY_REFRESH_MS = 5 * 60_000;

/**
 * The POS's warning when the current period's invoice numbers run out (under 10 % left, or less than a day at the
 * store's recent rate; issue 21), so the counter adds a track before a checkout is refused. Nothing otherwise, and
 * nothing for a store that issues no invoices.
 */
export function InvoiceSupplyNotice({ storeId }: { storeId: number }) {
  const invoicing = useSession((state) => state.invoiceSwitch.admin && state.invoiceSwitch.store);
  const supply = useQuery({
    ...apiQuery(EINVOICE_SUPPLY_API.getNumberSupply, { storeId }, { silent: true }),
    enabled: invoicing,
    refetchInterval: SUPPLY_REFRESH_MS,
  });
  const message = invoicing ? supply.data?.message : null;
  if (!message) return null;
  return (
    <Alert color="orange" variant="light" py={6} icon={<IconAlertTriangle size={16} />} role="alert" aria-label="發票號碼不足">
      {message}
    </Alert>
  );
}
