import assert from 'node:assert/strict';
import { test } from 'node:test';
import { median, medianBy } from './figures.ts';

test('the median is the middle of the runs, whatever their order', () => {
  assert.equal(median([1_220, 1_000, 1_396]), 1_220);
  assert.equal(median([5, 1, 4, 2, 3]), 3);
  assert.equal(median([42]), 42);
});

test('with an even count it is the upper middle value, one that was measured', () => {
  assert.equal(median([100, 400, 200, 300]), 300);
});

test('leaves the runs as they were', () => {
  const runs = [3, 1, 2];
  median(runs);
  assert.deepEqual(runs, [3, 1, 2]);
});

test('answers the run whose figure is the median, with its other figures', () => {
  const visits = [
    { lcp: 1_116, worker: 124 },
    { lcp: 772, worker: 130 },
    { lcp: 1_272, worker: 108 },
  ];
  assert.deepEqual(
    medianBy(visits, (visit) => visit.lcp),
    { lcp: 1_116, worker: 124 },
  );
});

test('refuses to make a figure of no runs', () => {
  assert.throws(() => median([]), RangeError);
});
