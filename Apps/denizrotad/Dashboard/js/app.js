// The dashboard page: wires the stream (api.js) into the model (state.js) and shows it (instruments, chart,
// alarm, anchor watch, settings). Everything the page says comes from the language catalogs (i18n/<lang>.json).
import {
  ambiguousBoatField, boatChange, boatFields, boatFormValues, boatTypes, fixDescription, getJSON, normalizeRouteDetail, normalizeRoutes, normalizeTrips,
  openStream, paths, riskLevels, routeGeoJSONURL, routeGPXURL, routeURL, saveBoat, sendControl, trackParts, tripGeoJSONURL,
  tripGPXURL, tripTrackURL,
} from './api.js';
import { askForCode, probeScope, probeState } from './pairing.js';
import { editRequest, fetchRoute, sendRouteEdit, tripRouteToleranceMeters } from './route-edit.js';
import { AlarmSound } from './sound.js';
import { ScreenWake } from './wake.js';
import { languages, loadCatalog, translator } from './i18n.js';
import {
  formatBearingIn, formatClock, formatCoordinate, formatDateTime, formatDistance, formatDuration, formatNumber,
  formatShortDistance,
  formatSpeed, missing,
} from './format.js';
import { routeFigures } from './nav.js';
import { readPrefs, writePrefs } from './prefs.js';
import { activeAlarms, alarmKey, initialModel, reduce, shouldSound } from './state.js';
import { ageNow, isStale } from './stale.js';
import { modeForSun, sunAltitude } from './sun.js';
import { speedUnitFor } from './units.js';
import { speedBands } from './geo.js';
import { RouteEditing } from './routes-view.js';
import { WeatherView } from './weather-view.js';

/** Seconds between polite screen-reader summaries of the instruments (issue 34: not more than every few seconds). */
const summaryIntervalSeconds = 10;

const $ = (selector) => document.querySelector(selector);
let model = initialModel();
let prefs = readPrefs(globalThis.localStorage, navigator.languages);
let t = (key) => key;
let chart = null;
let lastSummary = 0;
let routeEditing = null;
let weatherView = null;
const sound = new AlarmSound(() => renderAlarm());
const wake = new ScreenWake(() => renderWake());

function dispatch(action) {
  model = reduce(model, action);
  render();
}

/** A true bearing as the settings show bearings (°T, or °M by the declination at the boat). */
function bearing(trueDegrees) {
  return formatBearingIn(trueDegrees, prefs.northReference, model.live?.position?.declinationDegrees ?? null);
}

/** Writes an element's text only when it changes: the once-a-second redraw leaves unchanged values alone, so the
 * page does no needless layout work and a screen reader watching the element hears nothing new. */
function setText(element, text) {
  if (element && element.textContent !== text) element.textContent = text;
}

function setValue(id, value, unitText) {
  const element = document.getElementById(id);
  if (!element) return;
  setText(element.querySelector('.value'), value);
  const unit = element.querySelector('.unit');
  if (unit && unitText !== undefined) setText(unit, unitText);
}

async function applyLanguage() {
  const [catalog, fallback] = await Promise.all([loadCatalog(prefs.language), loadCatalog('en')]);
  t = translator(catalog, fallback);
  document.documentElement.lang = prefs.language;
  document.title = t('dash.title');
  document.querySelectorAll('[data-i18n]').forEach((el) => { el.textContent = t(el.dataset.i18n); });
  document.querySelectorAll('[data-i18n-label]').forEach((el) => el.setAttribute('aria-label', t(el.dataset.i18nLabel)));
  const select = $('#language');
  select.replaceChildren(...languages.map((tag) => new Option(t(`language.${tag}`), tag, false, tag === prefs.language)));
  chart?.drawGraticule();
  render();
}

function applyTheme() {
  let theme = prefs.theme;
  if (theme === 'auto') {
    const p = model.live?.position;
    const when = p?.fixTime ?? Date.now();
    theme = p ? modeForSun(sunAltitude(when, p.latitude, p.longitude)) : 'light';
  }
  if (document.body.dataset.theme !== theme) document.body.dataset.theme = theme;
}

function renderStatus(now, stale) {
  const connection = $('#connection');
  connection.dataset.state = model.connection;
  setText(connection.querySelector('.pill-text'), t(`dash.connection.${model.connection}`));
  const gps = $('#gps');
  const live = model.live;
  const status = live ? (stale && live.gps.status === 'ok' ? 'stale' : live.gps.status) : 'waiting';
  gps.dataset.state = status;
  const accuracy = live?.position?.accuracyMeters;
  const accuracyText = accuracy && status === 'ok' ? ` ±${formatNumber(accuracy, 0, prefs.language)} ${t('unit.m')}` : '';
  // Fix mode and quality (2D/3D, DGPS, RTK…) while the fix is current; a fix not from satellites is flagged.
  const fix = status === 'ok' ? fixDescription(live.position) : { keys: [], warning: false };
  const fixText = fix.keys.length ? ` · ${fix.warning ? '⚠ ' : ''}${fix.keys.map((key) => t(key)).join(' ')}` : '';
  gps.dataset.fix = fix.warning ? 'not-satellite' : 'satellite';
  setText(gps.querySelector('.pill-text'), `${t(`dash.gps.${status}`)}${fixText}${accuracyText}`);
  const banner = $('#stale-banner');
  const position = live?.position;
  if (stale && position) {
    const age = Math.round(ageNow(position.ageSeconds, live.receivedAt, now));
    setText(banner, t('dash.staleFor', formatNumber(age, 0, prefs.language)));
    banner.hidden = false;
  } else {
    banner.hidden = true;
  }
  document.body.dataset.stale = String(stale);
  setText($('#source-line'), live?.gps.source ? t('dash.source', live.gps.source) : '');
}

function renderInstruments(figures) {
  const lang = prefs.language;
  const p = model.live?.position;
  const trip = model.live?.trip;
  const speedUnit = speedUnitFor(prefs.distanceUnit);
  const speedText = t(`unit.${speedUnit}`);
  const distanceText = t(`unit.${prefs.distanceUnit}`);
  setValue('sog', formatSpeed(p?.sogKnots ?? null, speedUnit, lang), speedText);
  setValue('cog', bearing(p?.cogDegrees ?? null));
  setText($('#cog-reference'), t(prefs.northReference === 'magnetic' ? 'dash.magnetic' : 'dash.true'));
  setText($('#position .lat'), formatCoordinate(p?.latitude ?? null, [t('dash.hemisphere.n'), t('dash.hemisphere.s')], false));
  setText($('#position .lon'), formatCoordinate(p?.longitude ?? null, [t('dash.hemisphere.e'), t('dash.hemisphere.w')], true));
  setValue('trip-time', formatDuration(trip?.durationSeconds ?? null));
  setValue('trip-distance', formatDistance(trip?.distanceMeters ?? null, prefs.distanceUnit, lang), distanceText);
  setValue('trip-average', formatSpeed(trip?.averageKnots ?? null, speedUnit, lang), speedText);
  setValue('trip-maximum', formatSpeed(trip?.maximumKnots ?? null, speedUnit, lang), speedText);
  const tripButton = $('#trip-toggle');
  setText(tripButton, t(trip?.recording ? 'dash.trip.stop' : 'dash.trip.start'));
  tripButton.dataset.command = trip?.recording ? 'trip.stop' : 'trip.start';
  renderWaypoint(figures, distanceText);
}

function renderWaypoint(figures, distanceText) {
  const lang = prefs.language;
  const route = model.live?.route;
  $('#waypoint').dataset.route = route ? (route.complete ? 'complete' : 'active') : 'none';
  setText($('#waypoint-name'), figures?.waypoint ?? missing);
  setText($('#route-note'), !route ? t('dash.route.none')
    : route.complete ? t('dash.route.complete', route.name)
      : t('dash.route.progress', route.name, route.waypointNumber ?? missing, route.waypointCount ?? missing));
  setValue('dtw', formatDistance(figures?.dtwMeters ?? null, prefs.distanceUnit, lang), distanceText);
  setValue('btw', bearing(figures?.btwDegrees ?? null));
  const xte = formatShortDistance(figures?.xteMeters ?? null, prefs.distanceUnit, lang);
  setValue('xte', xte.value, figures?.xteMeters == null ? '' : t(`unit.${xte.unitKey}`));
  renderCue(figures?.cue ?? null);
  setValue('ttg', formatDuration(figures?.ttgSeconds ?? null));
  setValue('eta', formatClock(figures?.eta ?? null, lang));
}

function renderCue(cue) {
  const steer = $('#steer');
  steer.dataset.cue = cue ?? 'none';
  const texts = { left: `◀ ${t('dash.steer.left')}`, right: `${t('dash.steer.right')} ▶`, none: t('dash.steer.onTrack') };
  setText(steer, cue ? texts[cue] : '');
}

function renderAnchor() {
  const anchor = model.live?.anchor;
  const lang = prefs.language;
  $('#view-anchor').dataset.anchor = anchor ? (anchor.alarming ? 'alarming' : 'set') : 'none';
  setText($('#anchor-status'), !anchor ? t('dash.anchor.notSet')
    : anchor.alarming ? t('dash.anchor.dragging') : t('dash.anchor.holding'));
  setValue('anchor-distance', formatNumber(anchor?.distanceMeters ?? null, 0, lang));
  setValue('anchor-bearing', bearing(anchor?.bearingDegrees ?? null));
  setValue('anchor-radius-shown', formatNumber(anchor?.radiusMeters ?? null, 0, lang));
  $('#anchor-clear').disabled = !anchor || viewOnly;
  setText($('#anchor-drop'), t(anchor ? 'dash.anchor.dropAgain' : 'dash.anchor.drop'));
}

function alarmDetail(alarm) {
  const lang = prefs.language;
  const meters = alarm.detail?.distanceMeters ?? (alarm.event === 'anchorAlarm' ? model.live?.anchor?.distanceMeters : null);
  switch (alarm.event) {
    case 'anchorAlarm': return meters == null ? '' : t('dash.alarm.anchorDetail', formatNumber(meters, 0, lang));
    case 'deviation': return meters == null ? '' : t('dash.alarm.deviationDetail', formatNumber(meters, 0, lang));
    case 'gpsLost': return t('dash.alarm.gpsLostDetail', formatClock(alarm.time, lang));
    default: return alarm.detail?.detail ?? '';
  }
}

function renderAlarm() {
  const alarms = activeAlarms(model);
  const open = alarms.filter((a) => !a.acknowledged);
  const shown = open[0] ?? alarms[0];
  const box = $('#alarm-box');
  const container = $('#alarm');
  container.dataset.state = !shown ? 'off' : open.length ? 'sounding' : 'acknowledged';
  if (shown) {
    const title = t(`dash.alarm.${shown.event}`);
    const titleText = open.length ? title : t('dash.alarm.acknowledgedTitle', title);
    setText($('#alarm-title'), titleText);
    const detail = alarmDetail(shown);
    setText($('#alarm-detail'), detail);
    $('#acknowledge').dataset.key = shown.key;
    $('#acknowledge').hidden = !open.length;
  }
  const wasSounding = box.dataset.shownState === 'sounding';
  box.hidden = !shown;
  box.dataset.shownState = container.dataset.state;
  // The alarm takes the keyboard too: focus goes to "Acknowledge" when it starts.
  if (container.dataset.state === 'sounding' && !wasSounding) $('#acknowledge').focus();
  if (shouldSound(model)) sound.start(); else sound.stop();
  $('#sound-enable').hidden = !sound.blocked;
  document.body.dataset.sound = !sound.playing ? 'off' : sound.blocked ? 'blocked' : 'playing';
}

function renderSummary(now, stale) {
  if (now - lastSummary < summaryIntervalSeconds * 1000) return;
  lastSummary = now;
  const p = model.live?.position;
  const text = !p ? t('dash.gps.waiting') : stale ? t('dash.summaryStale')
    : t('dash.summary', formatSpeed(p.sogKnots, speedUnitFor(prefs.distanceUnit), prefs.language),
      t(`unit.${speedUnitFor(prefs.distanceUnit)}`), bearing(p.cogDegrees));
  setText($('#live-summary'), text);
}

function render() {
  const now = Date.now();
  const live = model.live;
  const stale = isStale(live?.position ?? null, live?.receivedAt ?? now, now, live?.staleAfterSeconds ?? 5,
    model.connection === 'open');
  const figures = routeFigures(live?.route ?? null, live?.position ?? null, now);
  document.body.dataset.connection = model.connection;
  applyTheme();
  renderStatus(now, stale);
  renderInstruments(figures);
  renderAnchor();
  renderAlarm();
  renderSummary(now, stale);
  scheduleChart(figures, stale);
  refreshFollowedRoute(live?.route ?? null);
  // A passage: a trip recording or a route followed; the screen is kept on then, where the browser allows it.
  wake.update(prefs.keepAwake, live?.trip?.recording === true || Boolean(live?.route));
  renderWake();
}

/** Whether the screen is kept on, said as it is (js/wake.js): held, waiting, refused, or why it cannot be. */
function renderWake() {
  const state = wake.state;
  document.body.dataset.wake = state;
  const text = t(`dash.wake.${state}`, wake.refused ?? '');
  setText($('#wake-status'), text);
}

/** The chart's redraw for the latest render, run once after the next frame is painted: the instruments reach the
 * screen first, and fixes arriving faster than frames cost one chart redraw (issue 34's fix-to-screen bar). */
let chartArguments = null;
function scheduleChart(figures, stale) {
  if (!chart) return;
  const pending = chartArguments !== null;
  chartArguments = [figures, stale];
  if (pending) return;
  requestAnimationFrame(() => setTimeout(() => {
    const [latestFigures, latestStale] = chartArguments;
    chartArguments = null;
    chart?.update(model, latestFigures, latestStale);
  }, 0));
}

/** Minutes between fetches of the followed route while nothing else changed: the daemon's weather check of the
 * route ahead runs every 30 minutes, so its leg risks are at most this much older on the chart. */
const followedRefreshMinutes = 5;

/** The followed route's legs and risks, fetched again when the route or its active waypoint changes, when the
 * daemon reloads the route (SIGHUP: a `routeLoaded` event), and every few minutes for new risks. */
let followedKey = '';
function refreshFollowedRoute(route) {
  const bucket = Math.floor(Date.now() / (followedRefreshMinutes * 60000));
  const key = route ? `${route.name}#${route.waypointNumber ?? 'done'}#${bucket}` : '';
  if (key === followedKey) return;
  followedKey = key;
  if (!route?.name) {
    chart?.setFollowedRoute(null);
    return;
  }
  getJSON(routeURL(route.name)).then((json) => {
    if (key === followedKey) chart?.setFollowedRoute(normalizeRouteDetail(json));
  });
}

let shownTrip = null;

function tripRow(trip) {
  const lang = prefs.language;
  const speedUnit = speedUnitFor(prefs.distanceUnit);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'trip-row';
  button.dataset.trip = String(trip.id);
  button.setAttribute('aria-pressed', String(shownTrip === trip.id));
  const date = document.createElement('span');
  date.className = 'trip-date';
  date.textContent = `${formatDateTime(trip.startedAt, lang)}${trip.endedAt === null ? ` · ${t('dash.trips.recording')}` : ''}`;
  const figures = document.createElement('span');
  figures.className = 'trip-figures';
  const items = [
    ['dash.distance', `${formatDistance(trip.distanceMeters, prefs.distanceUnit, lang)} ${t(`unit.${prefs.distanceUnit}`)}`],
    ['dash.tripTime', formatDuration(trip.durationSeconds)],
    ['dash.average', `${formatSpeed(trip.averageKnots, speedUnit, lang)} ${t(`unit.${speedUnit}`)}`],
    ['dash.maximum', `${formatSpeed(trip.maximumKnots, speedUnit, lang)} ${t(`unit.${speedUnit}`)}`],
  ];
  for (const [key, value] of items) {
    const item = document.createElement('span');
    const label = document.createElement('span');
    label.className = 'label';
    label.textContent = t(key);
    item.append(label, value);
    figures.append(item);
  }
  button.append(date, figures);
  button.addEventListener('click', () => showTrip(trip.id));
  const li = document.createElement('li');
  li.className = 'trip-item';
  const gpx = document.createElement('a');
  gpx.className = 'download';
  gpx.href = tripGPXURL(trip.id);
  gpx.setAttribute('download', `trip-${trip.id}.gpx`);
  gpx.textContent = t('dash.trips.downloadGPX');
  gpx.setAttribute('aria-label', t('dash.trips.downloadGPXOf', formatDateTime(trip.startedAt, lang)));
  const geojson = document.createElement('a');
  geojson.className = 'download';
  geojson.href = tripGeoJSONURL(trip.id);
  geojson.setAttribute('download', `trip-${trip.id}.geojson`);
  geojson.textContent = t('dash.trips.downloadGeoJSON');
  geojson.setAttribute('aria-label', t('dash.trips.downloadGeoJSONOf', formatDateTime(trip.startedAt, lang)));
  const make = document.createElement('button');
  make.type = 'button';
  make.className = 'action make-route';
  make.textContent = t('dash.trips.makeRoute');
  make.setAttribute('aria-label', t('dash.trips.makeRouteOf', formatDateTime(trip.startedAt, lang)));
  make.addEventListener('click', () => makeRoute(trip.id));
  if (viewOnly) {
    make.disabled = true;
    make.setAttribute('aria-describedby', 'access-note');
  }
  const links = document.createElement('div');
  links.className = 'trip-links';
  links.append(gpx, geojson, make);
  li.append(button, links);
  return li;
}

/** "Make a route from this trip": the daemon simplifies the track (`tripRouteToleranceMeters`) into a new route. */
async function makeRoute(id) {
  const result = await sendRouteEdit(editRequest({ kind: 'fromTrip', trip: id }), prefs.language);
  if (!result.ok) {
    $('#trips-message').textContent = t('dash.refused', result.message ?? '');
    return;
  }
  const route = normalizeRouteDetail(result.json);
  if (!route) return;
  $('#trips-message').textContent = t('dash.trips.routeMade', route.name, route.waypoints.length,
    formatNumber(tripRouteToleranceMeters, 0, prefs.language));
  renderRouteList(normalizeRoutes(await getJSON(paths.routes)));
  renderRouteDetail(route, { fit: true });
}

function renderLegend() {
  const speedUnit = speedUnitFor(prefs.distanceUnit);
  const v = (knots) => formatSpeed(knots, speedUnit, prefs.language);
  const unit = t(`unit.${speedUnit}`);
  const texts = [`< ${v(speedBands[0])} ${unit}`, ...speedBands.slice(0, -1).map((low, i) => `${v(low)}–${v(speedBands[i + 1])} ${unit}`),
    `≥ ${v(speedBands[speedBands.length - 1])} ${unit}`];
  $('#speed-legend .legend-bands').replaceChildren(...texts.map((text, band) => {
    const li = document.createElement('li');
    const swatch = document.createElement('span');
    swatch.className = `swatch band-${band}`;
    li.append(swatch, text);
    return li;
  }));
}

async function showTrip(id) {
  const feature = await getJSON(tripTrackURL(id));
  const parts = feature ? trackParts(feature) : [];
  const drawn = parts.some((part) => part.points.length > 1);
  shownTrip = feature ? id : null;
  document.querySelectorAll('.trip-row').forEach((row) => row.setAttribute('aria-pressed', String(row.dataset.trip === String(shownTrip))));
  // A trip being recorded may have no stored positions yet (a replay stores them in batches).
  $('#trips-message').textContent = !feature ? t('dash.trips.loadFailed', id) : drawn ? '' : t('dash.trips.emptyTrack', id);
  renderLegend();
  $('#speed-legend').hidden = !drawn;
  chart?.showTrip(drawn ? parts : null);
}

async function loadLog() {
  const [trips, routes] = await Promise.all([getJSON(paths.trips), getJSON(paths.routes)]);
  const rows = trips ? normalizeTrips(trips) : [];
  $('#trips-message').textContent = !trips ? t('dash.trips.unavailable') : rows.length ? '' : t('dash.trips.none');
  $('#trip-list').replaceChildren(...rows.map(tripRow));
  renderRouteList(routes ? normalizeRoutes(routes) : null);
}

/** The stored routes' buttons (null: the list could not be loaded). */
function renderRouteList(names) {
  if (!names?.length) {
    const li = document.createElement('li');
    li.className = 'route-item';
    li.textContent = t(names ? 'dash.routes.none' : 'dash.routes.unavailable');
    $('#route-list').replaceChildren(li);
    return;
  }
  $('#route-list').replaceChildren(...names.map((name) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'route-row';
    button.dataset.route = name;
    button.setAttribute('aria-pressed', String(shownRoute === name));
    button.textContent = name;
    button.addEventListener('click', () => showRoute(name));
    const li = document.createElement('li');
    li.append(button);
    return li;
  }));
}

let shownRoute = null;

function legItem(leg) {
  const lang = prefs.language;
  const li = document.createElement('li');
  li.className = `leg risk-${leg.risk ?? 'none'}`;
  li.dataset.leg = String(leg.number);
  const swatch = document.createElement('span');
  swatch.className = `swatch risk-${leg.risk ?? 'none'}`;
  swatch.setAttribute('aria-hidden', 'true');
  const distance = `${formatDistance(leg.distanceMeters, prefs.distanceUnit, lang)} ${t(`unit.${prefs.distanceUnit}`)}`;
  const parts = [`${leg.from} → ${leg.to}`, distance, bearing(leg.bearingDegrees), formatDuration(leg.durationSeconds)];
  parts.push(t(leg.risk ? `dash.risk.${leg.risk}` : 'dash.risk.none'));
  if (leg.crossesLand) parts.push(`⚠ ${t('dash.routes.crossesLand')}`);
  li.append(swatch, parts.join(' · '));
  return li;
}

function renderRiskLegend(selector = '#risk-legend') {
  $(selector).replaceChildren(...[...riskLevels, 'none'].map((level) => {
    const li = document.createElement('li');
    const swatch = document.createElement('span');
    swatch.className = `swatch risk-${level}`;
    swatch.setAttribute('aria-hidden', 'true');
    li.append(swatch, t(`dash.risk.${level}`));
    return li;
  }));
}

async function showRoute(name) {
  const route = normalizeRouteDetail(await fetchRoute(name));
  if (!route) $('#routes-message').textContent = t('dash.routes.loadFailed', name);
  renderRouteDetail(route, { fit: true });
  if (route) $('#route-detail').scrollIntoView({ block: 'nearest' });
}

/** A route answer in the detail section and on the chart (null: none); `fit` shows all of it. */
function renderRouteDetail(route, { fit }) {
  shownRoute = route ? route.name : null;
  document.querySelectorAll('.route-row').forEach((row) => row.setAttribute('aria-pressed', String(row.dataset.route === shownRoute)));
  $('#route-detail').hidden = !route;
  chart?.showRoute(route, fit);
  routeEditing?.show(route);
  if (!route) return;
  const lang = prefs.language;
  $('#route-detail-name').textContent = route.name;
  const summary = [
    t('dash.routes.summary', route.waypoints.length, `${formatDistance(route.totalDistanceMeters, prefs.distanceUnit, lang)} ${t(`unit.${prefs.distanceUnit}`)}`,
      formatDuration(route.totalDurationSeconds)),
  ];
  if (route.followed) summary.push(t('dash.routes.followed', route.activeWaypointNumber ?? missing));
  if (route.legs.some((leg) => leg.crossesLand)) summary.push(`⚠ ${t('dash.routes.landWarning')}`);
  $('#route-detail-summary').textContent = summary.join(' · ');
  $('#route-legs').replaceChildren(...route.legs.map(legItem));
  renderRiskLegend();
  const gpx = $('#route-gpx');
  gpx.href = routeGPXURL(route.name);
  gpx.setAttribute('download', `${route.name}.gpx`);
  const geojson = $('#route-geojson');
  geojson.href = routeGeoJSONURL(route.name);
  geojson.setAttribute('download', `${route.name}.geojson`);
}

function hideRoute() {
  renderRouteDetail(null, {});
}

let savedBoat = null;

async function loadBoat() {
  const values = boatFormValues(await getJSON(paths.boat));
  $('#boat-message').textContent = values ? '' : t('dash.boat.unavailable');
  if (values) fillBoat(values);
}

function fillBoat(values) {
  savedBoat = values;
  $('#boat-type').replaceChildren(...boatTypes.map((type) => new Option(t(`dash.boat.type.${type}`), type, false, type === values.type)));
  for (const field of boatFields) $(`#boat-${field.name}`).value = values[field.name];
  $('#boat-timeZone').value = values.timeZone;
  $('#boat-name').value = values.name;
}

async function submitBoat(event) {
  event.preventDefault();
  const values = { type: $('#boat-type').value, timeZone: $('#boat-timeZone').value.trim(), name: $('#boat-name').value };
  for (const field of boatFields) values[field.name] = $(`#boat-${field.name}`).value;
  for (const field of boatFields) $(`#boat-${field.name}`).removeAttribute('aria-invalid');
  const ambiguous = ambiguousBoatField(values);
  if (ambiguous) {
    const input = $(`#boat-${ambiguous.name}`);
    input.setAttribute('aria-invalid', 'true');
    $('#boat-message').textContent = t('dash.number.ambiguous', ambiguous.text, ...ambiguous.readings);
    $('#boat-form').dataset.result = 'refused';
    input.focus();
    return;
  }
  const body = boatChange(values, savedBoat);
  if (!Object.keys(body).length) {
    $('#boat-message').textContent = t('dash.boat.unchanged');
    return;
  }
  const result = await saveBoat(body, prefs.language);
  if (result.ok) fillBoat(boatFormValues(result.boat) ?? values);
  $('#boat-message').textContent = result.ok ? t('dash.boat.saved') : t('dash.refused', result.message ?? '');
  $('#boat-form').dataset.result = result.ok ? 'saved' : 'refused';
  $('#boat-message').scrollIntoView({ block: 'nearest' });
}

function showView(name) {
  if (name === 'trips') loadLog();
  else {
    if (shownTrip !== null) {
      shownTrip = null;
      chart?.showTrip(null);
      $('#speed-legend').hidden = true;
    }
    if (shownRoute !== null) hideRoute();
  }
  if (name === 'boat') loadBoat();
  if (name === 'weather') {
    weatherView?.show();
    renderRiskLegend('#plan-legend');
  } else if (document.body.dataset.view === 'weather') weatherView?.hide();
  document.body.dataset.view = name;
  document.querySelectorAll('.view').forEach((view) => { view.hidden = view.id !== `view-${name}`; });
  document.querySelectorAll('.tab').forEach((tab) => {
    if (tab.dataset.view === name) tab.setAttribute('aria-current', 'page'); else tab.removeAttribute('aria-current');
  });
  chart?.resize();
}

async function control(command, options, messageElement) {
  const result = await sendControl(command, options, prefs.language);
  if (result.ok && result.state) dispatch({ type: 'state', json: result.state, receivedAt: Date.now() });
  if (messageElement) messageElement.textContent = result.ok ? '' : t('dash.refused', result.message ?? '');
  return result;
}

function savePrefs(change) {
  prefs = { ...prefs, ...change };
  writePrefs(globalThis.localStorage, prefs);
}

function wireSettings() {
  $('#language').addEventListener('change', (e) => { savePrefs({ language: e.target.value }); applyLanguage(); });
  document.querySelectorAll('input[name=units]').forEach((input) => {
    input.checked = input.value === prefs.distanceUnit;
    input.addEventListener('change', () => {
      savePrefs({ distanceUnit: input.value, speedUnit: speedUnitFor(input.value) });
      render();
    });
  });
  document.querySelectorAll('input[name=north]').forEach((input) => {
    input.checked = input.value === prefs.northReference;
    input.addEventListener('change', () => { savePrefs({ northReference: input.value }); render(); });
  });
  document.querySelectorAll('input[name=theme]').forEach((input) => {
    input.checked = input.value === prefs.theme;
    input.addEventListener('change', () => { savePrefs({ theme: input.value }); render(); });
  });
  const awake = $('#keep-awake');
  awake.checked = prefs.keepAwake;
  awake.addEventListener('change', () => { savePrefs({ keepAwake: awake.checked }); render(); });
  const online = $('#online-layers');
  online.checked = prefs.onlineLayers;
  online.addEventListener('change', () => {
    savePrefs({ onlineLayers: online.checked });
    $('#online-status').textContent = '';
    chart?.setOnline(online.checked);
  });
}

function wireAnchor() {
  const radius = $('#anchor-radius');
  const shown = $('#anchor-radius-value');
  radius.addEventListener('input', () => { shown.textContent = radius.value; });
  $('#anchor-drop').addEventListener('click', () => {
    control('anchor.set', { radiusMeters: Number(radius.value) }, $('#anchor-message'));
  });
  $('#anchor-clear').addEventListener('click', () => control('anchor.clear', {}, $('#anchor-message')));
}

function wireControls() {
  document.querySelectorAll('.tab').forEach((tab) => tab.addEventListener('click', () => showView(tab.dataset.view)));
  $('#trip-toggle').addEventListener('click', (e) => control(e.currentTarget.dataset.command, {}, null));
  $('#follow').addEventListener('click', () => chart?.recentre(model));
  $('#sound-enable').addEventListener('click', () => sound.unlock());
  $('#acknowledge').addEventListener('click', async (e) => {
    const key = e.currentTarget.dataset.key;
    const alarm = activeAlarms(model).find((a) => a.key === key);
    if (!alarm) return;
    dispatch({ type: 'acknowledge', key: alarmKey(alarm) });
    const result = await sendControl('alert.ack', { alarm: alarm.event }, prefs.language);
    document.body.dataset.acknowledged = result.ok ? 'daemon' : `local:${result.status}`;
  });
  // The first touch anywhere unlocks audio, so a later alarm can sound.
  document.addEventListener('pointerdown', () => sound.ensureContext()?.resume().catch(() => {}), { once: true });
  $('#boat-form').addEventListener('submit', submitBoat);
  wireSettings();
  wireAnchor();
}

/** The controls that change something on the daemon (a view-only device sees them disabled, with the reason). */
const writeControls = '#trip-toggle, #anchor-drop, #anchor-clear, #anchor-radius, #boat-form input, #boat-form select,'
  + ' #boat-save, #route-edit, #route-new input, #route-new button, #route-delete, #route-rename,'
  + ' #route-rename-form button, #route-add-centre, .make-route';

let viewOnly = false;

/** Disables the write controls of a view-only device and says why (the daemon's own text), or leaves them. */
function applyScope(scope) {
  viewOnly = !scope.mayControl;
  document.body.dataset.access = viewOnly ? 'view' : 'control';
  const note = $('#access-note');
  note.hidden = !viewOnly;
  note.textContent = viewOnly ? scope.message : '';
  if (viewOnly) disableWrites();
}

function disableWrites() {
  document.querySelectorAll(writeControls).forEach((control) => {
    control.disabled = true;
    control.setAttribute('aria-describedby', 'access-note');
  });
}

/** Leaflet's stylesheet (inserted before the dashboard's own, whose rules override it) and the chart module, loaded
 * after the instruments are on screen: the map is not on the first paint's path. */
async function loadChart() {
  const sheet = document.createElement('link');
  sheet.rel = 'stylesheet';
  sheet.href = 'vendor/leaflet/leaflet.css';
  const loaded = new Promise((resolve) => { sheet.onload = resolve; sheet.onerror = resolve; });
  document.querySelector('link[rel=stylesheet]').before(sheet);
  const [{ Chart }] = await Promise.all([import('./chart.js'), loaded]);
  return new Chart($('#chart'), {
    text: (key) => t(key),
    onOnlineFailed: () => { $('#online-status').textContent = t('dash.settings.onlineFailed'); },
    onOnlineLoaded: () => { $('#online-status').textContent = ''; },
    onFollowChanged: (follow) => $('#follow').setAttribute('aria-pressed', String(follow)),
    onAnchorMoved: (lat, lon, radius) => control('anchor.set', { latitude: lat, longitude: lon, radiusMeters: radius }, $('#anchor-message')),
    onRadiusChanged: (radius) => {
      const anchor = model.live?.anchor;
      const clamped = Math.min(500, Math.max(10, Math.round(radius)));
      $('#anchor-radius').value = String(clamped);
      $('#anchor-radius-value').textContent = String(clamped);
      control('anchor.set', { radiusMeters: clamped, latitude: anchor?.latitude, longitude: anchor?.longitude }, $('#anchor-message'));
    },
  });
}

/** The chart and the views drawing on it, once Leaflet is loaded; a view opened meanwhile is shown again. */
async function startChart() {
  chart = await loadChart();
  chart.setOnline(prefs.onlineLayers);
  weatherView = new WeatherView({
    chart, t: (key, ...args) => t(key, ...args), language: () => prefs.language,
    followed: () => model.live?.route?.name ?? null,
  });
  routeEditing = new RouteEditing({
    chart, t: (key, ...args) => t(key, ...args), language: () => prefs.language,
    shown: (route, options) => renderRouteDetail(route, options),
    listChanged: async (names, select) => {
      renderRouteList(names ?? normalizeRoutes(await getJSON(paths.routes)));
      if (select) document.querySelectorAll('.route-row').forEach((row) => row.setAttribute('aria-pressed', String(row.dataset.route === select)));
    },
  });
  if (document.body.dataset.view !== 'underway') showView(document.body.dataset.view);
  followedKey = '';
  render();
}

async function start() {
  // The catalogs and the first state are fetched together; the first state is shown as soon as it is here.
  const language = applyLanguage();
  const probe = await probeState();
  // On the boat's network an unpaired browser gets 401 from the API: the code form first (js/pairing.js).
  if (probe.pairing) {
    await language;
    await askForCode(t, prefs.language);
  } else if (probe.state) {
    dispatch({ type: 'state', json: probe.state, receivedAt: Date.now() });
  }
  wireControls();
  openStream({
    onState: (json) => dispatch({ type: 'state', json, receivedAt: Date.now() }),
    onAlert: (json) => dispatch({ type: 'alert', json }),
    onEvent: (json) => {
      if (json?.event === 'routeLoaded') followedKey = '';
    },
    onConnection: (status) => dispatch({ type: 'connection', status }),
  });
  probeScope(prefs.language).then(applyScope);
  // Ages grow and staleness appears without any message: redraw every second.
  setInterval(render, 1000);
  globalThis.addEventListener('resize', () => chart?.resize());
  await language;
  requestAnimationFrame(() => setTimeout(startChart, 0));
}

start();
