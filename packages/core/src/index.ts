export const CORE_READY = true;
