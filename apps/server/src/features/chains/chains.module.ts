import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Database } from '../../platform/db/database.js';
import type { MenuChanges } from '../menu/index.js';
import type { ReportServices } from '../reports/index.js';
import { BrandMenuService } from './brand-menu.service.js';
import { BrandPreviewService } from './brand-preview.service.js';
import { BrandReportService } from './brand-report.service.js';
import { BrandService } from './brands.service.js';

/** Chains (docs/chains.md): brands, the brand menu and the reports across a brand's stores. */
export interface ChainServices {
  brands: BrandService;
  menu: BrandMenuService;
  preview: BrandPreviewService;
  reports: BrandReportService;
}

export function createChainServices(deps: {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  menuChanges: MenuChanges;
  turnover: ReportServices['turnover'];
  ranking: ReportServices['ranking'];
}): ChainServices {
  return {
    brands: new BrandService(deps.db, deps.clock),
    menu: new BrandMenuService(deps.db, deps.clock, deps.menuChanges, deps.log),
    preview: new BrandPreviewService(deps.db),
    reports: new BrandReportService(deps.db, deps.turnover, deps.ranking),
  };
}
