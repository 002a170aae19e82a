import { z } from 'zod';
import { MANAGER_CODE_LENGTH, PASSWORD_MIN_LENGTH, RESET_CODE_LENGTH } from '../constants.js';
import { MSG } from '../messages.js';
import { levelOfScore, passwordLength, scorePassword } from '../validation/password.js';
import { digitsCode, requestObject, requiredId, requiredRawText, requiredText } from './fields.js';

/** A new password: required, strength mid (中) or better, at least 8 characters. */
export function newPasswordField(label = '新密碼') {
  // One message at a time, in the order a person fixes them: required, then the spec's strength rule, then our length rule
  // (a password can score 中 with fewer than 8 characters).
  return requiredRawText(label).superRefine((value, ctx) => {
    if (value.length === 0) return;
    if (levelOfScore(scorePassword(value)) === 'weak') ctx.addIssue({ code: 'custom', message: MSG.PASSWORD_TOO_WEAK });
    else if (passwordLength(value) < PASSWORD_MIN_LENGTH) ctx.addIssue({ code: 'custom', message: MSG.PASSWORD_TOO_SHORT });
  });
}

// ---- session -------------------------------------------------------------------------------

export const loginRequestSchema = requestObject({
  account: requiredText('帳號'),
  password: requiredRawText('密碼'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ xsrfToken: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const storeRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type StoreRef = z.infer<typeof storeRefSchema>;

/** GET /api/back/user/getCurrent (access section 3). */
export const currentUserSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  loginTime: z.iso.datetime({ offset: true }),
  buyerType: z.string().nullable(),
  /** BACK: a back-office session. */
  loginType: z.literal('BACK'),
  permissionList: z.array(z.string()),
  storeList: z.array(storeRefSchema),
  manager: z.boolean(),
  superManager: z.boolean(),
  notManager: z.boolean(),
  sales: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

// ---- own password --------------------------------------------------------------------------

/** PUT /api/back/account/updatePassword */
export const updatePasswordRequestSchema = requestObject({
  oldPassword: requiredRawText('舊密碼'),
  newPassword: newPasswordField(),
});
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequestSchema>;

/** Account calls of the back office that other screens make (the store form sets its owner's password). */
export const ACCOUNT_PATHS = {
  updateStorePrincipalPassword: { method: 'PUT', path: '/api/back/account/updateStorePrincipalPassword' },
} as const;

/** PUT /api/back/account/updateStorePrincipalPassword */
export const updateStorePrincipalPasswordRequestSchema = requestObject({
  storeId: requiredId('商店編號'),
  password: newPasswordField(),
});
export type UpdateStorePrincipalPasswordRequest = z.infer<typeof updateStorePrincipalPasswordRequestSchema>;

// ---- forgot password (3 steps) -------------------------------------------------------------

export const emailField = z
  .string({ error: MSG.EMAIL_REQUIRED })
  .trim()
  .min(1, MSG.EMAIL_REQUIRED)
  .pipe(z.email(MSG.EMAIL_INVALID));

/** Step 1, POST /api/back/forgotPassword/sendVerifyCode */
export const sendVerifyCodeRequestSchema = requestObject({
  email: emailField,
  account: requiredText('店家帳號'),
});
export type SendVerifyCodeRequest = z.infer<typeof sendVerifyCodeRequestSchema>;

/** Response data: seconds until another code may be sent. */
export const sendVerifyCodeResponseSchema = z.number().int().nonnegative();
export type SendVerifyCodeResponse = z.infer<typeof sendVerifyCodeResponseSchema>;

/** Step 2, POST /api/back/forgotPassword/verifyCode (200 with status false when the code is wrong). */
export const verifyCodeRequestSchema = requestObject({
  account: requiredText('店家帳號'),
  code: digitsCode('驗證碼', RESET_CODE_LENGTH, MSG.CODE_REQUIRED),
});
export type VerifyCodeRequest = z.infer<typeof verifyCodeRequestSchema>;

/** Step 3, POST /api/back/forgotPassword/changePassword */
export const changePasswordRequestSchema = requestObject({
  account: requiredText('店家帳號'),
  password: newPasswordField(),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The web form of step 3 (and of the change-password pages): the new password typed twice. */
export const newPasswordFormSchema = z
  .object({
    password: newPasswordField(),
    confirmPassword: requiredRawText('確認密碼'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: MSG.PASSWORD_MISMATCH,
    path: ['confirmPassword'],
  });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

// ---- manager code (識別碼) ------------------------------------------------------------------

/** POST /api/back/account/validManagerCode (200 with status false when the code is wrong). */
export const validManagerCodeRequestSchema = requestObject({
  managerCode: digitsCode('識別碼', MANAGER_CODE_LENGTH),
  storeId: requiredId('商店編號'),
});
export type ValidManagerCodeRequest = z.infer<typeof validManagerCodeRequestSchema>;
