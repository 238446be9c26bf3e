import { ApiError } from '@/lib/api-client';

/** 404, or 400 for an id the server cannot even parse: either way the thing is not in the library. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** One retry for a network hiccup, none for a missing thing. */
export function retryUnlessNotFound(failures: number, error: unknown): boolean {
  return !isNotFound(error) && failures < 1;
}
