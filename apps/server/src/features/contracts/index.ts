/** features/contracts: what other features and the composition root may import; the rest of the folder is its own. */
export { contractStateIs, contractStateSql, lastContractEnd } from './contract-state.sql.js';
export { contractRoutes } from './contract.routes.js';
export { ContractService } from './contract.service.js';
export { schemeRoutes } from './scheme.routes.js';
export { SchemeService } from './scheme.service.js';
