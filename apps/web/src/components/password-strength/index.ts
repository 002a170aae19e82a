export { PasswordStrength, type PasswordStrengthProps } from './PasswordStrength';
export { NewPasswordFields, PASSWORD_TOGGLE_PROPS, type NewPasswordFieldsProps } from './NewPasswordFields';
