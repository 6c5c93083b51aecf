import { createHmac } from 'node:crypto';
import { type Challenge, createChallenge, type Payload, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

export interface BotCheckOptions {
  /** Derives the challenge signing keys (the API's auth secret). */
  secret: string;
  /** Single use of a solution: false when this signature was already spent. */
  spend: (signature: string, expiresAt: Date) => Promise<boolean>;
  now: () => Date;
  /** PBKDF2 iterations per attempt, and the range of the secret counter (work ≈ cost × counter). */
  cost?: number;
  counter?: { min: number; max: number };
  /** Seconds a challenge stays solvable. */
  ttlSeconds?: number;
}

export const BOT_CHECK_ALGORITHM = 'PBKDF2/SHA-256';

/**
 * ALTCHA proof of work (DESIGN.md §2), self-hosted: the server signs a challenge whose answer takes the
 * browser about a second to find and the server a millisecond to check; each answer is accepted once.
 */
export function createBotCheck(options: BotCheckOptions) {
  const hmacSignatureSecret = derive(options.secret, 'altcha-challenge');
  const hmacKeySignatureSecret = derive(options.secret, 'altcha-key');
  const cost = options.cost ?? 1000;
  const counter = options.counter ?? { min: 1000, max: 3000 };
  const ttlSeconds = options.ttlSeconds ?? 600;

  return {
    challenge(): Promise<Challenge> {
      return createChallenge({
        algorithm: BOT_CHECK_ALGORITHM,
        cost,
        counter: randomInt(counter.min, counter.max),
        deriveKey,
        // Signed with the parameters; checked against the injected clock (altcha-lib's own check uses the real one).
        data: { expires: Math.floor(options.now().getTime() / 1000) + ttlSeconds },
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
    },
    /** True for a valid, unexpired, not yet used solution (the widget's base64 JSON payload). */
    async verify(encoded: string | undefined | null): Promise<boolean> {
      const payload = decodePayload(encoded);
      if (!payload?.challenge.signature) return false;
      const expiresAt = payload.challenge.parameters.data?.expires;
      if (typeof expiresAt !== 'number' || expiresAt * 1000 <= options.now().getTime()) return false;
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }).catch(() => ({ verified: false }));
      return result.verified && options.spend(payload.challenge.signature, new Date(expiresAt * 1000));
    },
  };
}

export type BotCheck = ReturnType<typeof createBotCheck>;

function derive(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(purpose).digest('hex');
}

function decodePayload(encoded: string | undefined | null): Payload | undefined {
  if (!encoded || encoded.length > 4096) return undefined;
  try {
    const value = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Partial<Payload>;
    const { challenge, solution } = value;
    if (typeof challenge?.parameters !== 'object' || challenge.parameters === null) return undefined;
    if (typeof solution?.counter !== 'number' || typeof solution.derivedKey !== 'string') return undefined;
    return { challenge, solution };
  } catch {
    return undefined;
  }
}
