/** An error answered as `{ message, statusCode }` (decision 0001). */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}

export const unauthorized = () => new HttpError(401, 'Unauthorized');
export const forbidden = () => new HttpError(403, 'Forbidden');
