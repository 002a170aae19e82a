import type { AnnouncementState } from '@diancan/core';

export const ANNOUNCEMENT_STATE_LABEL: Readonly<Record<AnnouncementState, string>> = {
  SCHEDULED: '尚未開始',
  ACTIVE: '公告中',
  ENDED: '已結束',
};

export const ANNOUNCEMENT_STATE_COLOR: Readonly<Record<AnnouncementState, string>> = {
  SCHEDULED: 'blue',
  ACTIVE: 'green',
  ENDED: 'gray',
};
