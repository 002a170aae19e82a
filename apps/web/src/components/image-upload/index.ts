export { ImageUpload, IMAGE_HINT, type ImageUploadProps } from './ImageUpload';
export { checkImageFile, IMAGE_ACCEPT } from './check-image';
