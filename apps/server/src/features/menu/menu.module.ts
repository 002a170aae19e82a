import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import { FileService } from '../../platform/files/file.service.js';
import { publishNow, type RealtimeBus } from '../../platform/realtime/index.js';
import { kitchenAreaService, printAreaService, type AreaService } from './area.service.js';
import { type BrandItemPort, noBrandItems } from './brand-items.js';
import { CategoryService } from './category.service.js';
import { CopyMenuService } from './copy-menu.service.js';
import { ItemSheetService } from './item-sheet.service.js';
import { ItemService } from './item.service.js';
import { MenuChanges } from './menu-changes.js';
import type { MenuContext } from './menu-context.js';
import { OptionGroupService } from './option-group.service.js';
import { PosMenuService } from './pos-menu.service.js';
import { RemarkService } from './remark.service.js';
import { StockService } from './stock.service.js';
import { UpgradeService } from './upgrade.service.js';

/** The menu area's services (and the file store its images live in), built once per app. */
export interface MenuServices {
  /** The menuChanged(storeId) hook: subscribe to hear of every committed menu change. */
  changes: MenuChanges;
  categories: CategoryService;
  items: ItemService;
  itemSheets: ItemSheetService;
  optionGroups: OptionGroupService;
  upgrades: UpgradeService;
  remarks: RemarkService;
  kitchenAreas: AreaService;
  printAreas: AreaService;
  stock: StockService;
  pos: PosMenuService;
  copyMenu: CopyMenuService;
  files: FileService;
}

export function createMenuServices(deps: {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  realtime: RealtimeBus;
  /** The chains' answer to "is this a brand item" (a store's price edit of one sets its local price). */
  brandItems?: BrandItemPort;
}): MenuServices {
  const changes = new MenuChanges(deps.log);
  // Every committed change tells the store's devices (POS, kiosk) to refetch the menu.
  changes.subscribe((storeId) => publishNow(deps.realtime, { destination: 'store', storeId }, 'MENU_CHANGED', { storeId }));
  const context: MenuContext = { db: deps.db, clock: deps.clock, changes, brandItems: deps.brandItems ?? noBrandItems };
  const optionGroups = new OptionGroupService(context);
  return {
    changes,
    categories: new CategoryService(context),
    items: new ItemService(context, optionGroups),
    itemSheets: new ItemSheetService(context),
    optionGroups,
    upgrades: new UpgradeService(context),
    remarks: new RemarkService(context),
    kitchenAreas: kitchenAreaService(context),
    printAreas: printAreaService(context),
    stock: new StockService(context),
    pos: new PosMenuService(context),
    copyMenu: new CopyMenuService(context),
    files: new FileService(deps.db, deps.clock),
  };
}
