export { FormActions, FormModal, type FormModalProps } from './FormModal';
