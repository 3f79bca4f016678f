import { BusinessError } from '../core/envelope.js';

/** A backup or restore refused or failed for a reason the administrator can act on (a Spanish message). */
export class BackupError extends BusinessError {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
