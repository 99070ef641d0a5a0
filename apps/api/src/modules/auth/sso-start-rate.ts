// Per-address budget of single sign-on starts: each start is public and stores a pending sign-in (state, nonce,
// PKCE verifier) until the provider calls back, so a script could fill that table and load the provider. A
// one-minute window per client address on the API's one limiter (plugins/rate-limit.ts), as the sign-in
// throttle counts an address's failures, shared by every API process through Redis when REDIS_URL is set.
import { messages } from '@specpulse/contract';
import { tooManyRequests, windowLimiter, type LimiterStore } from '../../plugins/rate-limit.ts';

/** Starts a minute from one address: an office behind one NAT signing in at nine, far below a flood. */
export const SSO_STARTS_PER_ADDRESS_MINUTE = 100;

export function ssoStartRate(store: LimiterStore) {
  const limiter = windowLimiter(store, 'sso-start:address', {
    points: SSO_STARTS_PER_ADDRESS_MINUTE,
    seconds: 60,
  });
  return {
    /** Counts one start from the address, or throws 429 (with Retry-After) when its minute is full. */
    async take(address: string): Promise<void> {
      const waitMs = await limiter.take(address);
      if (waitMs > 0) throw tooManyRequests(messages.tooManyRequests, waitMs);
    },
  };
}
