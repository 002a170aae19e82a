export { PasswordStrength, type PasswordStrengthProps } from './PasswordStrength';
export { NewPasswordFields, type NewPasswordFieldsProps } from './NewPasswordFields';
