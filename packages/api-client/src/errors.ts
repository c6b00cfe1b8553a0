/** A non-2xx answer: message `Request failed with status N`, with the parsed body (JSON, else text). */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly url: string;
  readonly body: unknown;

  constructor(init: { status: number; statusText: string; url: string; body: unknown }) {
    super(`Request failed with status ${init.status}`);
    this.name = 'ApiError';
    this.status = init.status;
    this.statusText = init.statusText;
    this.url = init.url;
    this.body = init.body;
  }
}

/** A 2xx answer whose body does not match the expected schema. */
export class ResponseShapeError extends Error {
  readonly url: string;
  readonly body: unknown;

  constructor(init: { method: string; url: string; details: string; body: unknown }) {
    super(`Unexpected response shape from ${init.method} ${init.url}: ${init.details}`);
    this.name = 'ResponseShapeError';
    this.url = init.url;
    this.body = init.body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
