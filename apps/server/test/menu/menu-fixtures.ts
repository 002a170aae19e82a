import { eq } from 'drizzle-orm';
import type { Category, Item, OptionGroup, Upgrade } from '@diancan/core/contracts/menu';
import { MENU_PATHS } from '@diancan/core/contracts/menu';
import { hashSecret } from '../../src/platform/auth/passwords.js';
import type { Database } from '../../src/platform/db/database.js';
import { stores, userPermissions, userStores, users } from '../../src/platform/db/schema/index.js';
import { DEMO_PASSWORD, DEMO_STORES } from '../../src/seed/demo-data.js';
import { setStoreModules } from '../fixtures.js';
import { dataOf, signedIn, startTestServer, type Envelope, type StartTestServerOptions, type TestClient, type TestResponse, type TestServer } from '../harness.js';

/**
 * The world of the menu API tests: the demo data (user `store` owns both demo stores) plus a third store
 * owned by another store user, whose records the first user must never reach.
 */
export interface MenuWorld {
  server: TestServer;
  /** Signed in as `store`, X-SID on the first demo store. */
  owner: TestClient;
  storeId: number;
  /** The second demo store, also the owner's. */
  secondStoreId: number;
  /** A store the owner does not belong to (its owner is `other`). */
  otherStoreId: number;
  /** Signed in as `other`. */
  other: TestClient;
  /** Signed in as the platform manager (staff). */
  staff: TestClient;
  /** Store ids menuChanged was called with, in order. */
  changes: number[];
  close(): Promise<void>;
}

async function storeIdByName(db: Database, name: string): Promise<number> {
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.name, name));
  if (!row) throw new Error(`no store ${name}`);
  return row.id;
}

async function addStoreWithOwner(db: Database, storeName: string, account: string): Promise<number> {
  const [store] = await db.insert(stores).values({ name: storeName }).returning({ id: stores.id });
  const [user] = await db
    .insert(users)
    .values({ account, passwordHash: await hashSecret(DEMO_PASSWORD), name: account })
    .returning({ id: users.id });
  if (!store || !user) throw new Error('fixture not written');
  await db.insert(userPermissions).values({ userId: user.id, permission: 'USER_STORE' });
  await db.insert(userStores).values({ storeId: store.id, userId: user.id });
  await setStoreModules(db, store.id, { POS_ORDER: true });
  return store.id;
}

export async function startMenuWorld(options: StartTestServerOptions = {}): Promise<MenuWorld> {
  const server = await startTestServer(options);
  try {
    const db = server.db;
    const storeId = await storeIdByName(db, DEMO_STORES[0]);
    const secondStoreId = await storeIdByName(db, DEMO_STORES[1]);
    const otherStoreId = await addStoreWithOwner(db, '別人的店', 'other');
    const changes: number[] = [];
    server.app.services.menu.changes.subscribe((changed) => {
      changes.push(changed);
    });
    return {
      server,
      owner: await signedIn(server, 'store', { storeId }),
      storeId,
      secondStoreId,
      otherStoreId,
      other: await signedIn(server, 'other', { storeId: otherStoreId }),
      staff: await signedIn(server, 'manager'),
      changes,
      close: () => server.close(),
    };
  } catch (error) {
    await server.close();
    throw error;
  }
}

export async function addCategory(client: TestClient, storeId: number, name: string, extra: object = {}): Promise<Category> {
  return dataOf(await client.post<Category>(MENU_PATHS.category.add.path, { storeId, name, ...extra }));
}

export async function addItem(
  client: TestClient,
  storeId: number,
  categoryId: number,
  name: string,
  price = 5000,
  extra: object = {},
): Promise<Item> {
  return dataOf(await client.post<Item>(MENU_PATHS.item.add.path, { storeId, categoryId, name, price, ...extra }));
}

export async function addOptionGroup(
  client: TestClient,
  storeId: number,
  name: string,
  options: { name: string; price?: number }[] = [{ name: '正常' }, { name: '加大', price: 1000 }],
  range: { leastSelectable?: number; mostSelectable?: number | null } = { leastSelectable: 1, mostSelectable: 1 },
): Promise<OptionGroup> {
  return dataOf(
    await client.post<OptionGroup>(MENU_PATHS.option.add.path, {
      storeId,
      name,
      leastSelectable: range.leastSelectable ?? 1,
      mostSelectable: range.mostSelectable ?? null,
      options,
    }),
  );
}

export async function addUpgrade(
  client: TestClient,
  storeId: number,
  name: string,
  itemIds: number[],
  comboPrice = 5000,
): Promise<Upgrade> {
  return dataOf(
    await client.post<Upgrade>(MENU_PATHS.upgrade.add.path, {
      storeId,
      name,
      comboPrice,
      groups: [{ name: '飲料', leastSelectable: 1, mostSelectable: 1, items: itemIds.map((itemId) => ({ itemId })) }],
    }),
  );
}

/** A multipart upload as a browser sends it (session cookie, X-CSRF-TOKEN). */
export async function upload(
  client: TestClient,
  path: string,
  files: { name: string; bytes: Buffer; type?: string }[],
): Promise<TestResponse<Envelope<unknown>>> {
  const form = new FormData();
  for (const file of files) {
    form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  }
  const headers: Record<string, string> = {
    cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  };
  if (client.xsrfToken) headers['x-csrf-token'] = client.xsrfToken;
  const response = await fetch(`${client.baseUrl}${path}`, { method: 'POST', headers, body: form });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as Envelope<unknown>, headers: response.headers };
}

/** Raw bytes of a GET (files, spreadsheets). */
export async function download(client: TestClient, path: string): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
  const response = await fetch(`${client.baseUrl}${path}`, {
    headers: { cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
  });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), headers: response.headers };
}
