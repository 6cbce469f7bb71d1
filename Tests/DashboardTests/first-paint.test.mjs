// Issue 34's first paint and fix-to-screen bars: what keeps the map off the critical path and its redraws rare.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { coversView, viewKey } from '../../Apps/denizrotad/Dashboard/js/geo.js';
import { probeState } from '../../Apps/denizrotad/Dashboard/js/pairing.js';

const dashboard = new URL('../../Apps/denizrotad/Dashboard/', import.meta.url);
const staticImports = (file) => [...readFileSync(new URL(`js/${file}`, dashboard), 'utf8')
  .matchAll(/^(?:import|\}) [^;]*?from '\.\/([\w-]+\.js)';/gms)].map((m) => m[1]);

test('index.html preloads every module app.js imports statically, and neither Leaflet nor its stylesheet', () => {
  const seen = new Set();
  const walk = (file) => { for (const next of staticImports(file)) if (!seen.has(next)) { seen.add(next); walk(next); } };
  walk('app.js');
  assert.ok(!seen.has('chart.js'), 'chart.js (and Leaflet) are imported dynamically');
  const html = readFileSync(new URL('index.html', dashboard), 'utf8');
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="js\/([\w-]+\.js)">/g)].map((m) => m[1]);
  assert.deepEqual([...preloaded].sort(), [...seen].sort());
  assert.doesNotMatch(html, /leaflet/);
});

test('the coastline is fetched again only when the view leaves the loaded box or the zoom changes', () => {
  const loaded = { west: 27, south: 36.8, east: 27.6, north: 37.2, zoom: 11 };
  const rows = [
    [{ west: 27.1, south: 36.9, east: 27.5, north: 37.1, zoom: 11 }, true],
    [{ west: 27.1, south: 36.9, east: 27.5, north: 37.1, zoom: 12 }, false],
    [{ west: 26.9, south: 36.9, east: 27.5, north: 37.1, zoom: 11 }, false],
    [{ west: 27.1, south: 36.9, east: 27.5, north: 37.3, zoom: 11 }, false],
  ];
  for (const [view, covered] of rows) assert.equal(coversView(loaded, view), covered, JSON.stringify(view));
  assert.equal(coversView(null, rows[0][0]), false);
  assert.equal(viewKey(11, 1000, 2000, 390, 400), viewKey(11, 1001, 2001, 390, 400));
  assert.notEqual(viewKey(11, 1001, 2001, 390, 400), viewKey(11, 1010, 2001, 390, 400));
});

test('the first state comes with the pairing probe', async () => {
  const state = { schemaVersion: 1, gps: { status: 'ok' } };
  assert.deepEqual(await probeState(async () => ({ status: 200, json: async () => state })), { pairing: false, state });
  assert.deepEqual(await probeState(async () => ({ status: 401 })), { pairing: true, state: null });
  assert.deepEqual(await probeState(async () => ({ status: 503 })), { pairing: false, state: null });
  assert.deepEqual(await probeState(async () => { throw new Error('offline'); }), { pairing: false, state: null });
});
