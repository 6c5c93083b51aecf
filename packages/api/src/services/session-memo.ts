import type { SessionUser, UserSession } from '../auth/session-types.ts';

export type ResolvedSession = { user: SessionUser; session: UserSession } | null;

/**
 * One page request's session look-ups, shared by the API calls it makes in process (ADR 012): keyed by the
 * credentials a call carries, so a call with another cookie (the one a sign-in just set) looks up its own.
 * The server that renders the page makes one per request and forgets it after any write.
 */
export type SessionMemo = Map<string, Promise<ResolvedSession>>;

/** What a request's session is looked up by: its cookie and its bearer token. */
export function credentialsKey(headers: Headers): string {
  return `${headers.get('cookie') ?? ''}\n${headers.get('authorization') ?? ''}`;
}

/** Who a request's credentials name: looked up at most once per memo. */
export interface SessionResolver {
  resolve(headers: Headers, memo?: SessionMemo): Promise<ResolvedSession>;
}
