export { ForgotPasswordWizard, type ForgotPasswordWizardProps, type NewCredentials } from './ForgotPasswordWizard';
