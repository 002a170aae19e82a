import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { MenuChanges } from '../menu/index.js';
import type { ReportServices } from '../reports/index.js';
import { BrandMenuService } from './brand-menu.service.js';
import { BrandReportService } from './brand-report.service.js';
import { BrandService } from './brands.service.js';

/** Chains (docs/chains.md): brands, the brand menu and the reports across a brand's stores. */
export interface ChainServices {
  brands: BrandService;
  menu: BrandMenuService;
  reports: BrandReportService;
}

export function createChainServices(deps: {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  menuChanges: MenuChanges;
  turnover: ReportServices['turnover'];
}): ChainServices {
  return {
    brands: new BrandService(deps.db, deps.clock),
    menu: new BrandMenuService(deps.db, deps.clock, deps.menuChanges, deps.log),
    reports: new BrandReportService(deps.db, deps.turnover),
  };
}
