import type { Envelope } from '../schema/records.ts';

/** What an endpoint function answers: the HTTP status and the envelope. */
export interface ApiResult<T = unknown> {
  readonly status: 200 | 400 | 404 | 405 | 429 | 500;
  readonly envelope: Envelope<T>;
}

export const ok = <T>(data: T): ApiResult<T> => ({ status: 200, envelope: { success: true, data, error: null } });

export const fail = (status: 400 | 404 | 405 | 429 | 500, error: string): ApiResult<never> => ({
  status,
  envelope: { success: false, data: null, error },
});

/** The one serialisation of every body: the build's files and the worker's answers are these bytes. */
export const serialize = (body: unknown): string => JSON.stringify(body);
