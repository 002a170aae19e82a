import {
  IconAdjustments,
  IconBriefcase,
  IconBuildingStore,
  IconBuildingSkyscraper,
  IconToolsKitchen2,
  IconCalendarDue,
  IconFileText,
  IconKey,
  IconMail,
  IconSpeakerphone,
  type Icon,
} from '@tabler/icons-react';
import { PATHS } from '@diancan/core';

/** The drawer icon of each staff area (the mini drawer shows only these). */
export const NAV_ICONS: Record<string, Icon> = {
  [PATHS.NEARLY_EXPIRED]: IconCalendarDue,
  [PATHS.STORE_MANAGE]: IconBuildingStore,
  [PATHS.BUSINESS_MANAGE]: IconBriefcase,
  [PATHS.CONTRACT_MANAGE]: IconFileText,
  [PATHS.ANNOUNCEMENT_MANAGER]: IconSpeakerphone,
  [PATHS.MAIL_HISTORY]: IconMail,
  [PATHS.RESET_PASSWORD]: IconKey,
  [PATHS.SYSTEM_SETTING]: IconAdjustments,
  [PATHS.HQ]: IconBuildingSkyscraper,
  [PATHS.MENU_MANAGE]: IconToolsKitchen2,
};
