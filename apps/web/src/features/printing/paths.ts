import { PATHS } from '@diancan/core';

/** 出單設定, under 帳號管理 (core's route table names it). */
export const PRINT_SET_PATH = `${PATHS.ACCOUNT_MANAGE}/print-set`;
