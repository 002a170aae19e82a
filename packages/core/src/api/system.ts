import { z } from 'zod';
import {
  cacheInfoSchema,
  deleteCacheQuerySchema,
  kickOutResultSchema,
  SYSTEM_PATHS,
  systemGetQuerySchema,
  systemParamSchema,
  systemUpdateRequestSchema,
  systemValueSchema,
} from '../contracts/system.js';
import { callsOf, noData, noRequest } from './call.js';

const params = callsOf('system', 'params');
const caches = callsOf('system', 'caches');
const sessions = callsOf('system', 'sessions');

/** 系統設定: platform parameters (the public read of one, e.g. the app versions), sessions and server caches. */
export const SYSTEM_API = {
  /** Public, `?paramId=`: a version string or the maintenance switch. */
  get: params.query(SYSTEM_PATHS.get, systemGetQuerySchema, systemValueSchema),
  list: params.query(SYSTEM_PATHS.list, noRequest, z.array(systemParamSchema)),
  update: params.body(SYSTEM_PATHS.update, systemUpdateRequestSchema, noData),
  kickOutAllUser: sessions.body(SYSTEM_PATHS.kickOutAllUser, noRequest, kickOutResultSchema),
  cacheNames: caches.query(SYSTEM_PATHS.cacheNames, noRequest, z.array(cacheInfoSchema)),
  deleteCache: caches.query(SYSTEM_PATHS.deleteCache, deleteCacheQuerySchema, noData),
} as const;
