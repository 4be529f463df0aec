import { API_ERRORS, type ApiErrorKey } from '@academy/domain';

/** A failure with a stable key; the error handler turns it into the API's failure envelope. */
export class AppError extends Error {
  readonly httpStatus: number;
  readonly code: number;

  constructor(
    readonly key: ApiErrorKey,
    readonly fields?: Record<string, string>,
    message?: string,
  ) {
    super(message ?? API_ERRORS[key].message);
    this.httpStatus = API_ERRORS[key].httpStatus;
    this.code = API_ERRORS[key].code;
  }
}

export const fail = (key: ApiErrorKey, fields?: Record<string, string>): never => {
  throw new AppError(key, fields);
};
