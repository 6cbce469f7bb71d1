import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

const dir = new URL('../../Apps/denizrotad/Dashboard/vendor/leaflet/', import.meta.url);

test('the vendored Leaflet files are the ones PROVENANCE.md lists (and Debian\'s, when libjs-leaflet is installed)', () => {
  const provenance = readFileSync(new URL('PROVENANCE.md', dir), 'utf8');
  const rows = [...provenance.matchAll(/\| `([^`]+)`[^|]*\| `([0-9a-f]{64})` \|/g)];
  assert.ok(rows.length >= 2, 'the table lists the files');
  for (const [, file, sha] of rows) {
    const bytes = readFileSync(new URL(file, dir));
    assert.equal(createHash('sha256').update(bytes).digest('hex'), sha, file);
    const debian = `/usr/share/javascript/leaflet/${file}`;
    if (existsSync(debian)) assert.ok(bytes.equals(readFileSync(debian)), `${file} differs from ${debian}`);
  }
  assert.match(readFileSync(new URL('LICENSE', dir), 'utf8'), /Redistribution and use in source and binary forms/);
});
