import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Cell, type Fault, matrixComplete } from './faults.ts';

const FIVE: Fault[] = ['offline', 'HTTP 500', 'timeout', 'malformed JSON', '401 session.expired'];
const row = (screen: string, faults: Fault[] = FIVE): Cell[] => faults.map((fault) => ({ screen, fault }));

test('the matrix is complete when every row has a cell for each of the five faults', () => {
  assert.equal(matrixComplete([...row('home'), ...row('login')], 2), true);
});

test('a row still running in another worker leaves it incomplete, though every screen has begun', () => {
  assert.equal(matrixComplete([...row('home'), ...row('login', FIVE.slice(0, 4))], 2), false);
});

test('a row tried again counts once', () => {
  assert.equal(matrixComplete([...row('home'), ...row('home'), ...row('login', FIVE.slice(0, 4))], 2), false);
  assert.equal(matrixComplete([...row('home'), ...row('home')], 1), true);
});
