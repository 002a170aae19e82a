import { MEMBER_PHONE_PATTERN } from '@diancan/core/contracts/member-paths';

/** A typed mobile number as the server reads it (spaces and dashes dropped), or null when it is not 09 + 8 digits. */
export function claimPhoneOf(text: string): string | null {
  const phone = text.trim().replace(/[\s-]/g, '');
  return MEMBER_PHONE_PATTERN.test(phone) ? phone : null;
}
