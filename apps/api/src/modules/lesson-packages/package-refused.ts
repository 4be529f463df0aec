import { AppError } from '../../lib/errors.js';

/**
 * Why a package was refused, as a key the author reads in his language (`package.*`), with the
 * file it is about when there is one; answered as the upload's field error.
 */
export class PackageRefused extends AppError {
  constructor(
    readonly reason: string,
    readonly file?: string,
  ) {
    super('validation-failed', { package: reason });
  }
}
