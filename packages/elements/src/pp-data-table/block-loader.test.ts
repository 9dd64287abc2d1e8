import { expect } from '@open-wc/testing';
import { BLOCK_ROWS, BlockLoader, PENDING_ROW } from './block-loader.js';
import type { DataTableDataRequest } from './types.js';

const query = { sort: [], filters: [], search: '' };

function loader() {
  const requests: DataTableDataRequest[] = [];
  let loaded = 0;
  const blocks = new BlockLoader({
    provider: () => (request) => {
      requests.push(request);
      const rows = Array.from({ length: request.limit }, (_, i) => ({ id: request.offset + i }));
      return Promise.resolve({ rows, total: 1000 });
    },
    onLoaded: () => loaded++,
  });
  return { blocks, requests, loaded: () => loaded };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('data table blocks (a virtual table with a data provider)', () => {
  it('asks once for each block near the rows shown, never for block 0 (the table asks for it)', async () => {
    const { blocks, requests, loaded } = loader();
    blocks.use('a', query);
    blocks.ensure(0, 20, 1000);
    blocks.ensure(420, 440, 1000);
    blocks.ensure(425, 445, 1000);
    await tick();
    expect(requests.map((r) => [r.offset, r.limit])).to.deep.equal([
      [300, BLOCK_ROWS],
      [400, BLOCK_ROWS],
    ]);
    expect(loaded()).to.equal(2);
    blocks.ensure(420, 440, 1000);
    await tick();
    expect(requests.length).to.equal(2);
  });

  it('places every row: the first page, the blocks loaded, PENDING_ROW elsewhere (the same object while nothing changed)', async () => {
    const { blocks } = loader();
    blocks.use('a', query);
    blocks.ensure(250, 260, 1000);
    await tick();
    const first = [{ id: 'x' }];
    const { all, loaded, at } = blocks.rows(first, 1000);
    expect(all.length).to.equal(1000);
    expect(all[0]).to.equal(first[0]);
    expect(all[1]).to.equal(PENDING_ROW);
    expect(all[250]).to.deep.equal({ id: 250 });
    expect(at.slice(0, 3)).to.deep.equal([0, 200, 201]);
    expect(loaded.length).to.equal(201);
    expect(blocks.rows(first, 1000).all).to.equal(all);
  });

  it('a new query forgets the blocks and aborts those under way; their late answers are dropped', async () => {
    const signals: AbortSignal[] = [];
    let resolve: (value: { rows: { id: number }[]; total: number }) => void = () => {};
    const blocks = new BlockLoader({
      provider: () => (request) => {
        signals.push(request.signal);
        return new Promise((done) => (resolve = done));
      },
      onLoaded: () => expect.fail('a late block was used'),
    });
    blocks.use('a', query);
    blocks.ensure(500, 510, 1000);
    await tick();
    blocks.use('b', { ...query, search: 'x' });
    expect(signals.every((signal) => signal.aborted)).to.equal(true);
    resolve({ rows: [{ id: 1 }], total: 1000 });
    await tick();
    expect(blocks.rows([], 1000).all[500]).to.equal(PENDING_ROW);
  });
});
