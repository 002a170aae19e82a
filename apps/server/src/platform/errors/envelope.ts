import type { Envelope } from '@diancan/core';

/** 200 with status true: the call did what was asked. */
export function ok<T>(data: T): Envelope<T> {
  return { status: true, message: null, data };
}

/** 200 with status false: a check the UI reports as its result (wrong manager code, wrong verify code). */
export function rejected(message: string): Envelope<never> {
  return { status: false, message, data: null };
}

/** The body of every error response. */
export function errorBody(message: string, data: unknown = null): Envelope<unknown> {
  return { status: false, message, data };
}
