import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { isDatabaseBusy, registerErrorHandling } from './errors.js';

/** A bare app with the portal's error handling and one route that throws `error`. */
function appThrowing(error: Error) {
  const app = Fastify();
  registerErrorHandling(app, {
    localeOf: () => 'en',
    onCsrfFailure: () => undefined,
    notFound: (_request, reply) => reply.code(404).send({ error: 'not_found' }),
  });
  app.get('/boom', async () => {
    throw error;
  });
  return app;
}

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('a database that is busy for a moment', () => {
  const apps: ReturnType<typeof appThrowing>[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it('is told by its PostgreSQL codes and by the pool wait running out', () => {
    expect(isDatabaseBusy(withCode('deadlock detected', '40P01'))).toBe(true);
    expect(isDatabaseBusy(withCode('could not serialize access', '40001'))).toBe(true);
    expect(isDatabaseBusy(withCode('canceling statement due to statement timeout', '57014'))).toBe(true);
    expect(isDatabaseBusy(withCode('sorry, too many clients already', '53300'))).toBe(true);
    expect(isDatabaseBusy(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseBusy(withCode('relation "x" does not exist', '42P01'))).toBe(false);
    expect(isDatabaseBusy(new Error('boom'))).toBe(false);
  });

  it('is answered 503 with Retry-After and a JSON message; any other failure stays 500', async () => {
    for (const [error, status] of [
      [withCode('deadlock detected', '40P01'), 503],
      [new Error('timeout exceeded when trying to connect'), 503],
      [new Error('boom'), 500],
    ] as const) {
      const app = appThrowing(error);
      apps.push(app);
      const answer = await app.inject({ method: 'GET', url: '/boom' });
      expect(answer.statusCode).toBe(status);
      expect(answer.headers['retry-after']).toBe(status === 503 ? '1' : undefined);
      expect(answer.json()).toEqual(
        status === 503
          ? {
              error: 'service_unavailable',
              message: 'The service is temporarily unavailable. Try again later.',
            }
          : { error: 'server_error', message: expect.any(String) },
      );
    }
  });
});
