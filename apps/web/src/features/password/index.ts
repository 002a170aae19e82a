export { ResetPasswordPage, default } from './pages/ResetPasswordPage';
