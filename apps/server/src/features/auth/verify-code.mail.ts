import { VERIFY_CODE_TTL_MS } from '@diancan/core';
import type { OutgoingMail } from '../../platform/mail/mailer.js';

/** The forgot-password mail: the code stands alone on its line so it is easy to read and to copy. */
export function verifyCodeMail(user: { name: string; email: string | null }, code: string): OutgoingMail {
  const minutes = VERIFY_CODE_TTL_MS / 60_000;
  return {
    kind: 'VERIFY_CODE',
    to: user.email ?? '',
    subject: '點餐 Diancan 密碼重設驗證碼',
    text: [
      `${user.name} 您好：`,
      '',
      '您的密碼重設驗證碼為：',
      '',
      code,
      '',
      `驗證碼於 ${minutes} 分鐘內有效，請勿提供給他人。`,
      '若您沒有申請重設密碼，請忽略此信件。',
      '',
      '點餐 Diancan',
    ].join('\n'),
  };
}
