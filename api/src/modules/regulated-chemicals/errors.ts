import type { MessageKey } from '../../i18n/messages';
import { AppError } from '../../lib/app-error';

/** A refusal of this module: the usual envelope with the stable reason in `data.reason` (docs/regulated-chemicals.md). */
export const regulatedError = (status: number, key: MessageKey, reason: string, data: Record<string, unknown> = {}) =>
  new AppError(status, key, { reason, ...data });
