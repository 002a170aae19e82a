export { DocumentUpload, DOCUMENT_HINT, openStoredFile, type DocumentItem, type DocumentUploadProps } from './DocumentUpload';
export { checkDocumentFiles, formatFileSize, PDF_ACCEPT } from './check-documents';
