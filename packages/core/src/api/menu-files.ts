import { importResultSchema, MENU_PATHS, menuStoreQuerySchema, uploadedFileSchema } from '../contracts/menu.js';
import { callsOf } from './call.js';
import { MENU_API } from './menu.js';

const items = callsOf('menu', 'items');
const files = callsOf('menu', 'files');

/** The menu's multipart calls: `?storeId=` in the query string and the file in the form's `file` part. */
export const MENU_FILE_API = {
  /** An .xlsx of items: the whole file is imported or none of it; it adds and changes items as item/add does. */
  importItems: items.upload(MENU_PATHS.item.import, menuStoreQuerySchema, importResultSchema, { affects: MENU_API.item.add.affects }),
  /** One image (checked by its bytes and its size); answers its file id. Nothing cached changes until it is used. */
  uploadImage: files.upload(MENU_PATHS.file.uploadImage, menuStoreQuerySchema, uploadedFileSchema, { read: true }),
} as const;
