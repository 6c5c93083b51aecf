import { DomainError } from '../errors/domain-error.ts';
import { sameOriginActionPath } from './action-path.ts';
import type { NotificationContent } from './notification-ports.ts';

/** Checked on write: a notification only ever leads to a path on our own site. */
export function withAction<T extends NotificationContent>(
  content: T,
  actionUrl: string,
): T & { actionUrl: string } {
  const path = sameOriginActionPath(actionUrl);
  if (!path) throw new DomainError('INVALID_INPUT', 'a notification leads to a path on this site only');
  return { ...content, actionUrl: path };
}
