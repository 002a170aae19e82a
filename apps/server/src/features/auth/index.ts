/** features/auth: what other features and the composition root may import; the rest of the folder is its own. */
export { authRoutes } from './auth.routes.js';
export { AuthService } from './auth.service.js';
export { ForgotPasswordService } from './forgot-password.service.js';
