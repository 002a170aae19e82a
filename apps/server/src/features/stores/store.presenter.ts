import { fileUrl } from '@diancan/core/contracts/menu';
import type { StoreDetail, StoreLogo, StoreOwner, StoreRow, SystemModules } from '@diancan/core';
import type { storeRepository } from './store.repository.js';

type Row = NonNullable<Awaited<ReturnType<typeof storeRepository.find>>>;
type OwnerRow = NonNullable<Awaited<ReturnType<typeof storeRepository.ownerOf>>>;

export function presentStoreRow(row: Row): StoreRow {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    address: row.address,
    uniformNumber: row.uniformNumber,
    active: row.deactivatedAt === null,
    salesId: row.salesId,
    salesName: row.salesName,
    ownerAccount: row.ownerAccount,
    ownerName: row.ownerName,
    contractEndDate: row.contractEndDate,
    contractState: row.contractState,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentOwner(owner: OwnerRow): StoreOwner {
  return {
    id: owner.id,
    account: owner.account,
    name: owner.name,
    email: owner.email,
    phone: owner.phone,
    active: owner.deactivatedAt === null,
  };
}

export function presentStoreDetail(
  row: Row,
  extra: {
    owner: OwnerRow | null;
    logo: { id: number; name: string; size: number } | null;
    systemModules: SystemModules;
    adminInvoiceSwitch: boolean;
  },
): StoreDetail {
  const logo: StoreLogo | null = extra.logo ? { ...extra.logo, url: fileUrl(extra.logo.id) } : null;
  return {
    ...presentStoreRow(row),
    bindCode: row.bindCode,
    remark: row.remark,
    timeZone: row.timeZone,
    logo,
    owner: extra.owner ? presentOwner(extra.owner) : null,
    systemModules: extra.systemModules,
    adminInvoiceSwitch: extra.adminInvoiceSwitch,
    updatedAt: row.updatedAt.toISOString(),
  };
}
