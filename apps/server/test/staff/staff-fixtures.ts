import { STAFF_PATHS, type StaffRole, type StaffSignedIn } from '@diancan/core';
import { type BoardWorld, startBoardWorld } from '../order-board/board-fixtures.js';
import { dataOf, signedIn, type StartTestServerOptions, type TestClient } from '../harness.js';

/**
 * The world of the staff tests: the order board's world (the owner `store` signed in on the first demo store, with
 * its back-office session `owner`) with staff: 店長 王店長 (PIN 1111), 正職 陳正職 (2222), 工讀 林工讀 (3333), and
 * staff mode on. `terminal()` is another session of the same store account: a counter device.
 */
export interface StaffWorld extends BoardWorld {
  roles: Map<string, StaffRole>;
  staffIds: Map<string, number>;
  terminal(): Promise<TestClient>;
  /** A new terminal with the member of this PIN signed in. */
  terminalAs(pin: string): Promise<TestClient>;
  setMode(enabled: boolean, extra?: object): Promise<void>;
}

export const PINS = { manager: '1111', fullTime: '2222', partTime: '3333' } as const;

export async function startStaffWorld(options: StartTestServerOptions = {}): Promise<StaffWorld> {
  const world = await startBoardWorld(options);
  const { owner, storeId, server } = world;
  const roles = new Map(dataOf(await owner.get<StaffRole[]>(STAFF_PATHS.roleList.path, { storeId })).map((role) => [role.name, role]));
  const staffIds = new Map<string, number>();
  for (const [name, pin, role] of [
    ['王店長', PINS.manager, '店長'],
    ['陳正職', PINS.fullTime, '正職'],
    ['林工讀', PINS.partTime, '工讀'],
  ] as const) {
    const roleId = roles.get(role)?.id;
    if (!roleId) throw new Error(`no default role ${role}`);
    staffIds.set(name, dataOf(await owner.post<{ id: number }>(STAFF_PATHS.add.path, { storeId, name, pin, roleId })).id);
  }
  const setMode = async (enabled: boolean, extra: object = {}) => {
    dataOf(await owner.put(STAFF_PATHS.updateStaffMode.path, { storeId, enabled, ...extra }));
  };
  await setMode(true);
  const terminal = () => signedIn(server, 'store', { storeId });
  return {
    ...world,
    roles,
    staffIds,
    terminal,
    async terminalAs(pin) {
      const client = await terminal();
      dataOf(await client.post<StaffSignedIn>(STAFF_PATHS.signIn.path, { storeId, pin }));
      return client;
    },
    setMode,
  };
}
