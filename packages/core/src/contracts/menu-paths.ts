/*
 * The menu area's paths and where a stored file is served: a module with no schema, so the counter's start can name
 * the POS menu call without building the menu editor's schemas (issue 15; contracts/menu.ts re-exports it).
 */

type Call<M extends 'GET' | 'POST' | 'PUT' | 'DELETE'> = { method: M; path: string };
const get = (path: string): Call<'GET'> => ({ method: 'GET', path });
const post = (path: string): Call<'POST'> => ({ method: 'POST', path });
const put = (path: string): Call<'PUT'> => ({ method: 'PUT', path });
const del = (path: string): Call<'DELETE'> => ({ method: 'DELETE', path });

/**
 * Every call of the menu area: the web client and the server use these very strings. GET and DELETE take
 * their fields as a query string (`?storeId=1&id=2`); the others take a JSON body, except the two uploads
 * (multipart, `?storeId=` in the query) and the export (answers an .xlsx file, not the envelope).
 */
export const MENU_PATHS = {
  category: {
    add: post('/api/back/category/add'),
    update: put('/api/back/category/update'),
    remove: del('/api/back/category/remove'),
    sort: put('/api/back/category/sort'),
    get: get('/api/back/category/get'),
    list: get('/api/back/category/list'),
    simpleList: get('/api/back/category/simpleList'),
    updateStatus: put('/api/back/category/updateStatus'),
    updatePrintTag: put('/api/back/category/updatePrintTag'),
    updateKitchenArea: put('/api/back/category/updateKitchenArea'),
    updatePrintArea: put('/api/back/category/updatePrintArea'),
  },
  item: {
    add: post('/api/back/item/add'),
    update: put('/api/back/item/update'),
    copy: post('/api/back/item/copy'),
    remove: del('/api/back/item/remove'),
    updateSort: put('/api/back/item/updateSort'),
    get: get('/api/back/item/get'),
    getPage: post('/api/back/item/getPage'),
    updateStatus: put('/api/back/item/updateStatus'),
    updateMobileStatus: put('/api/back/item/updateMobileStatus'),
    optionList: get('/api/back/item/optionList'),
    batchOption: put('/api/back/item/batchOption'),
    dict: get('/api/back/item/dict'),
    export: get('/api/back/item/export'),
    import: post('/api/back/item/import'),
    updatePrintArea: put('/api/back/item/updatePrintArea'),
  },
  option: {
    add: post('/api/back/option/add'),
    update: put('/api/back/option/update'),
    remove: del('/api/back/option/remove'),
    get: get('/api/back/option/get'),
    list: get('/api/back/option/list'),
    updateSort: put('/api/back/option/updateSort'),
  },
  upgrade: {
    add: post('/api/back/upgrade/add'),
    update: put('/api/back/upgrade/update'),
    remove: del('/api/back/upgrade/remove'),
    get: get('/api/back/upgrade/get'),
    list: get('/api/back/upgrade/list'),
    updateSort: put('/api/back/upgrade/updateSort'),
    updateStatus: put('/api/back/upgrade/updateStatus'),
  },
  remark: {
    add: post('/api/back/remark/add'),
    update: put('/api/back/remark/update'),
    remove: del('/api/back/remark/remove'),
    list: get('/api/back/remark/list'),
    updateSort: put('/api/back/remark/updateSort'),
  },
  kitchenArea: {
    add: post('/api/back/kitchenArea/add'),
    update: put('/api/back/kitchenArea/update'),
    remove: del('/api/back/kitchenArea/remove'),
    list: get('/api/back/kitchenArea/list'),
    updateSort: put('/api/back/kitchenArea/updateSort'),
  },
  printArea: {
    add: post('/api/back/printArea/add'),
    update: put('/api/back/printArea/update'),
    remove: del('/api/back/printArea/remove'),
    list: get('/api/back/printArea/list'),
    updateSort: put('/api/back/printArea/updateSort'),
  },
  pos: {
    getMenu: get('/api/back/pos/getMenu'),
    getItemDetail: get('/api/back/pos/getItemDetail'),
    getItemStock: get('/api/back/pos/getItemStock'),
    updateItemStock: put('/api/back/pos/updateItemStock'),
    batchUpdateItemStock: put('/api/back/pos/batchUpdateItemStock'),
  },
  store: {
    /** Staff only. */
    copyMenu: post('/api/back/store/copyMenu'),
  },
  file: {
    /** Multipart, one field `file`; `?storeId=`. */
    uploadImage: post('/api/back/file/uploadImage'),
    /** `GET /api/back/file/{id}`: the stored bytes with their content type; see fileUrl(). */
    get: get('/api/back/file/:id'),
  },
} as const;

/** Where a stored file is served (the `src` of an item image). */
export function fileUrl(fileId: number): string {
  return `/api/back/file/${fileId}`;
}
