import { expect } from '@open-wc/testing';
import { LatestRequest } from './latest-request.js';

/** A promise with its resolve and reject at hand. */
function deferred<T>(): { promise: Promise<T>; resolve(value: T): void; reject(error: unknown): void } {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Handlers that record what they heard. */
function recorder<T>(): { heard: string[]; handlers: { result(value: T): void; error(e: unknown): void } } {
  const heard: string[] = [];
  return {
    heard,
    handlers: {
      result: (value) => heard.push(`result ${String(value)}`),
      error: (e) => heard.push(`error ${e instanceof Error ? e.message : String(e)}`),
    },
  };
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('LatestRequest', () => {
  it('sends at once without a delay, and hands over the answer', async () => {
    const request = new LatestRequest();
    const { heard, handlers } = recorder<number>();
    let calls = 0;
    request.start(() => (calls++, 42), 0, handlers);
    expect(calls, 'sent synchronously').to.equal(1);
    expect(request.pending).to.equal(true);
    await settle();
    expect(heard).to.deep.equal(['result 42']);
    expect(request.pending).to.equal(false);
    expect(request.signal?.aborted, 'the answered request keeps its signal').to.equal(false);
  });

  it('aborts the request before and drops its answer: only the newest shows', async () => {
    const request = new LatestRequest();
    const { heard, handlers } = recorder<string>();
    const first = deferred<string>();
    const second = deferred<string>();
    let firstSignal: AbortSignal | undefined;
    request.start((signal) => ((firstSignal = signal), first.promise), 0, handlers);
    request.start(() => second.promise, 0, handlers);
    expect(firstSignal?.aborted, 'the first request was aborted').to.equal(true);
    first.resolve('old');
    second.resolve('new');
    await settle();
    expect(heard).to.deep.equal(['result new']);
  });

  it('debounces: a start within the delay replaces the waiting one, which is never sent', async () => {
    const request = new LatestRequest();
    const { heard, handlers } = recorder<string>();
    const sent: string[] = [];
    request.start(() => (sent.push('a'), 'a'), 30, handlers);
    request.start(() => (sent.push('ab'), 'ab'), 30, handlers);
    expect(sent, 'nothing sent during the delay').to.deep.equal([]);
    expect(request.pending).to.equal(true);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(sent).to.deep.equal(['ab']);
    expect(heard).to.deep.equal(['result ab']);
  });

  it('reports a rejection and a synchronous throw as errors', async () => {
    const request = new LatestRequest();
    const { heard, handlers } = recorder<never>();
    request.start(() => Promise.reject(new Error('server down')), 0, handlers);
    await settle();
    request.start(
      () => {
        throw new Error('bad provider');
      },
      0,
      handlers,
    );
    await settle();
    expect(heard).to.deep.equal(['error server down', 'error bad provider']);
    expect(request.pending).to.equal(false);
  });

  it('cancel stops what is waiting or under way, and nothing arrives after it', async () => {
    const request = new LatestRequest();
    const { heard, handlers } = recorder<string>();
    const answer = deferred<string>();
    let signal: AbortSignal | undefined;
    request.start((s) => ((signal = s), answer.promise), 0, handlers);
    request.cancel();
    expect(signal?.aborted).to.equal(true);
    expect(request.signal).to.equal(undefined);
    expect(request.pending).to.equal(false);
    answer.resolve('late');
    let sent = false;
    request.start(() => ((sent = true), 'never'), 20, handlers);
    request.cancel();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(sent, 'the waiting request was never sent').to.equal(false);
    expect(heard).to.deep.equal([]);
  });
});
