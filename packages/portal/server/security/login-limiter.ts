/**
 * Sign-in throttling with @fastify/rate-limit, counting failed attempts only: a sign-in is refused (429)
 * once its client address or its account has used up its failures in the window; successes never count,
 * so people and test suites that sign in often are never locked out.
 */
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoginLimits } from '../context.js';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

export interface LoginLimiter {
  /** Seconds to wait when the address or the account has no failures left, else 0. Counts nothing. */
  retryAfter(request: FastifyRequest, email: string): Promise<number>;
  /** Counts one failed attempt against the address and the account. */
  recordFailure(request: FastifyRequest, email: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    loginEmail: string;
  }
}

export async function createLoginLimiter(app: FastifyInstance, limits: LoginLimits): Promise<LoginLimiter> {
  await app.register(rateLimit, { global: false });
  app.decorateRequest('loginEmail', '');
  // A large LRU, so spraying many addresses or accounts cannot push a throttled key out of memory.
  const addressOptions = {
    max: limits.perAddress,
    timeWindow: limits.windowMs,
    cache: 100_000,
    keyGenerator: (request: FastifyRequest) => `login-ip:${normalizeIP(request.ip)}`,
  };
  const accountOptions = {
    max: limits.perAccount,
    timeWindow: limits.windowMs,
    cache: 100_000,
    keyGenerator: (request: FastifyRequest) => `login-account:${request.loginEmail}`,
  };
  const byAddress: Limiter = app.createRateLimit(addressOptions);
  const byAccount: Limiter = app.createRateLimit(accountOptions);

  const secondsLeft = async (limiter: Limiter, request: FastifyRequest): Promise<number> => {
    const state = await limiter(request, { increment: false });
    if (state.isAllowed || state.remaining > 0) return 0;
    return Math.max(1, state.ttlInSeconds);
  };

  return {
    async retryAfter(request, email) {
      request.loginEmail = email;
      return Math.max(await secondsLeft(byAddress, request), await secondsLeft(byAccount, request));
    },
    async recordFailure(request, email) {
      request.loginEmail = email;
      await byAddress(request);
      await byAccount(request);
    },
  };
}
