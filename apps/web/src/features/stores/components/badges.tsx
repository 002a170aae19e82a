import { Badge } from '@mantine/core';
import { CONTRACT_STATE_LABEL, type ContractPeriodState, type ContractState } from '@diancan/core';

const CONTRACT_COLOR: Record<ContractState, string> = { NONE: 'gray', NOT_STARTED: 'blue', ACTIVE: 'green', EXPIRED: 'red' };

export function ContractStateBadge({ state }: { state: ContractState | ContractPeriodState }) {
  return (
    <Badge color={CONTRACT_COLOR[state]} variant="light">
      {CONTRACT_STATE_LABEL[state]}
    </Badge>
  );
}

export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge color={active ? 'green' : 'gray'} variant="dot">
      {active ? '啟用' : '停用'}
    </Badge>
  );
}

/** Days left of a contract: 今日到期 on its last day, red within a week. */
export function DaysLeftBadge({ days }: { days: number }) {
  return (
    <Badge color={days <= 7 ? 'red' : 'orange'} variant="light">
      {days <= 0 ? '今日到期' : `剩 ${days} 天`}
    </Badge>
  );
}
