/** The back/system request and value schemas now live in core (contracts/system.ts); re-exported for the routes. */
export { systemUpdateRequestSchema, systemValueSchema, VERSION_PARAM_IDS, type SystemUpdateRequest } from '@diancan/core';
