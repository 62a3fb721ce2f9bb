import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fillVector, XSS_PROBE, xssCorpus } from './corpus.ts';

test('the corpus holds at least 100 vectors of the named cheat sheet, each calling the probe with its own number', () => {
  const corpus = xssCorpus();
  assert.ok(corpus.filter((vector) => vector.from === 'owasp').length >= 100);
  for (const vector of corpus) {
    assert.doesNotMatch(vector.html, /\{\{|alert\(['"]?XSS/, `vector ${vector.n} still has a placeholder or alert`);
    const numbered = vector.html.includes(`${XSS_PROBE}(${vector.n})`) || vector.html.includes(`?${vector.n}`);
    const encoded = /&#|base64|vbscript:|xss\.htc/.test(vector.html);
    assert.ok(numbered || encoded, `vector ${vector.n} (${vector.section}) names its number: ${vector.html}`);
  }
});

test('encoded placeholders decode to the probe call', () => {
  assert.equal(fillVector('{{js:dec}}', 7).slice(0, 10), '&#106;&#97');
  assert.match(fillVector('{{call:dec7}}', 7), /^&#0000095&#0000095/);
  assert.match(Buffer.from(fillVector('{{html:b64}}', 7), 'base64').toString(), /parent\.__xssProbe\(7\)/);
  assert.throws(() => fillVector('{{nope}}', 1), /unknown placeholder/);
});
