import { expect } from '@open-wc/testing';
import {
  countAnnouncement,
  fill,
  firstFailure,
  lengthLimit,
  nearLimit,
  nearestSteps,
  validityFlags,
} from './field.js';

describe('field (shared)', () => {
  it('announces the count once near the limit and once at it, never on the way back', () => {
    expect(nearLimit(200)).to.equal(20);
    expect(nearLimit(30)).to.equal(3);
    expect(nearLimit(5)).to.equal(1);
    expect(nearLimit(1000)).to.equal(20);
    expect(countAnnouncement(100, 101, 200)).to.equal(undefined);
    expect(countAnnouncement(179, 180, 200)).to.equal('remaining');
    expect(countAnnouncement(170, 185, 200), 'a paste across the line').to.equal('remaining');
    expect(countAnnouncement(180, 181, 200), 'not again on the next key').to.equal(undefined);
    expect(countAnnouncement(199, 200, 200)).to.equal('limit');
    expect(countAnnouncement(200, 199, 200), 'deleting').to.equal(undefined);
    expect(countAnnouncement(0, 5, 0), 'no limit').to.equal(undefined);
  });

  it('finds the valid values next to a step mismatch, without float noise', () => {
    expect(nearestSteps(0.6, 0.25, undefined)).to.deep.equal([0.5, 0.75]);
    expect(nearestSteps(0.35, 0.1, undefined)).to.deep.equal([0.3, 0.4]);
    expect(nearestSteps(8, 5, 1)).to.deep.equal([6, 11]);
    expect(nearestSteps(-3, 2, undefined)).to.deep.equal([-4, -2]);
  });

  it('fills placeholders and keeps unknown ones', () => {
    expect(fill('{count} / {max}', { count: 3, max: 10 })).to.equal('3 / 10');
    expect(fill('{x} {y}', { x: 1 })).to.equal('1 {y}');
  });

  it('takes a length limit only as a whole number from 0', () => {
    expect(lengthLimit(10)).to.equal(10);
    expect(lengthLimit(0)).to.equal(0);
    for (const bad of [undefined, null, -1, 2.5, Number.NaN])
      expect(lengthLimit(bad), String(bad)).to.equal(undefined);
  });

  it('reads the first problem of a ValidityState and its flags', () => {
    const input = document.createElement('input');
    input.type = 'number';
    input.required = true;
    expect(firstFailure(input.validity)).to.equal('valueMissing');
    expect(validityFlags(input.validity)).to.deep.equal({ valueMissing: true });
    input.min = '5';
    input.value = '3';
    expect(firstFailure(input.validity)).to.equal('rangeUnderflow');
    input.value = '7';
    expect(firstFailure(input.validity)).to.equal(undefined);
    expect(validityFlags(input.validity)).to.deep.equal({});
  });
});
