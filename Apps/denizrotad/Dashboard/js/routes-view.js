// The Routes part of the Trips view: a stored route's waypoints, and editing it on the chart — tap to add at the
// end, drag to move; and, for the keyboard (and for precision), buttons that add or move a waypoint to the chart's
// crosshair, move it up or down, remove it; rename, delete, create. Every edit goes to the daemon (route-edit.js)
// and its answer, the whole route with its land flags, is drawn again with the land warnings said in words.
import { normalizeRouteDetail, normalizeRoutes } from './api.js';
import { editRequest, fetchRoute, landWarnings, reorderTarget, sendRouteEdit } from './route-edit.js';
import { formatCoordinate } from './format.js';

const $ = (selector) => document.querySelector(selector);

const svgNS = 'http://www.w3.org/2000/svg';

/** The crosshair glyph as SVG (no font on the boat computer need have U+2316). */
function crosshairIcon() {
  const svg = document.createElementNS(svgNS, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('width', '22');
  svg.setAttribute('height', '22');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const ring = document.createElementNS(svgNS, 'circle');
  for (const [k, v] of [['cx', 12], ['cy', 12], ['r', 7], ['fill', 'none'], ['stroke', 'currentColor'], ['stroke-width', 2]]) ring.setAttribute(k, v);
  const cross = document.createElementNS(svgNS, 'path');
  for (const [k, v] of [['d', 'M12 2v20M2 12h20'], ['stroke', 'currentColor'], ['stroke-width', 2]]) cross.setAttribute(k, v);
  svg.append(ring, cross);
  return svg;
}

function iconButton(text, label, className, onClick) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `icon-button ${className}`;
  if (typeof text === 'string') button.textContent = text; else button.append(text);
  button.setAttribute('aria-label', label);
  button.title = label;
  button.addEventListener('click', onClick);
  return button;
}

export class RouteEditing {
  /**
   * `context`: chart (chart.js), t (translator), language(), shown(route, options) draws a route answer in the
   * detail section, listChanged(names, select) renders the route list again.
   */
  constructor(context) {
    this.context = context;
    this.route = null;
    this.editing = false;
    this.deleteArmed = false;
    $('#route-edit').addEventListener('click', () => this.setEditing(!this.editing));
    $('#route-add-centre').addEventListener('click', () => {
      const c = this.context.chart.centre();
      this.send({ kind: 'add', latitude: c.lat, longitude: c.lng }, 'dash.routes.added');
    });
    $('#route-rename-form').addEventListener('submit', (e) => {
      e.preventDefault();
      const name = $('#route-rename').value;
      if (this.route && name !== this.route.name) this.send({ kind: 'rename', name }, 'dash.routes.renamed');
    });
    $('#route-delete').addEventListener('click', () => this.deleteRoute());
    $('#route-new').addEventListener('submit', (e) => {
      e.preventDefault();
      this.create($('#route-new-name').value);
    });
  }

  /** The route shown (null: none); editing stays on while the same route is shown. */
  show(route) {
    if (!route || route.name !== this.route?.name) this.deleteArmed = false;
    this.route = route;
    if (!route) {
      this.setEditing(false);
      return;
    }
    $('#route-rename').value = route.name;
    this.renderWaypoints();
    if (this.editing) this.context.chart.editRoute(route, this.chartHandlers());
  }

  /** Editing on or off: draggable waypoints, taps add, the crosshair and the editing buttons. */
  setEditing(on) {
    this.editing = on && this.route !== null;
    $('#route-edit').setAttribute('aria-pressed', String(this.editing));
    $('#route-editing').hidden = !this.editing;
    $('#crosshair').hidden = !this.editing;
    document.body.dataset.editing = String(this.editing);
    if (this.editing) this.context.chart.editRoute(this.route, this.chartHandlers());
    else this.context.chart.stopEditing(this.route);
    this.renderWaypoints();
  }

  chartHandlers() {
    return {
      onAdd: (lat, lon) => this.send({ kind: 'add', latitude: lat, longitude: lon }, 'dash.routes.added'),
      onMove: (number, lat, lon) => this.send({ kind: 'move', number, latitude: lat, longitude: lon }, 'dash.routes.moved'),
    };
  }

  renderWaypoints() {
    const list = $('#route-waypoints');
    if (!this.route) {
      list.replaceChildren();
      return;
    }
    const { t } = this.context;
    const count = this.route.waypoints.length;
    list.replaceChildren(...this.route.waypoints.map((w) => {
      const li = document.createElement('li');
      li.dataset.waypoint = String(w.number);
      li.dataset.latitude = String(w.latitude);
      li.dataset.longitude = String(w.longitude);
      const text = document.createElement('span');
      text.className = 'waypoint-text';
      const where = `${formatCoordinate(w.latitude, [t('dash.hemisphere.n'), t('dash.hemisphere.s')], false)} `
        + formatCoordinate(w.longitude, [t('dash.hemisphere.e'), t('dash.hemisphere.w')], true);
      text.textContent = `${w.number}. ${w.name} · ${where}${w.onLand ? ` · ⚠ ${t('dash.routes.onLand')}` : ''}`;
      li.append(text);
      if (this.editing) li.append(this.waypointButtons(w, count));
      return li;
    }));
  }

  waypointButtons(w, count) {
    const { t } = this.context;
    const box = document.createElement('span');
    box.className = 'waypoint-buttons';
    const up = reorderTarget(w.number, count, -1);
    const down = reorderTarget(w.number, count, 1);
    const upButton = iconButton('↑', t('dash.routes.moveUp', w.name), 'up',
      () => this.send({ kind: 'reorder', number: w.number, to: up }, 'dash.routes.reordered'));
    upButton.disabled = up === null;
    const downButton = iconButton('↓', t('dash.routes.moveDown', w.name), 'down',
      () => this.send({ kind: 'reorder', number: w.number, to: down }, 'dash.routes.reordered'));
    downButton.disabled = down === null;
    const here = iconButton(crosshairIcon(), t('dash.routes.moveToCrosshair', w.name), 'here', () => {
      const c = this.context.chart.centre();
      this.send({ kind: 'move', number: w.number, latitude: c.lat, longitude: c.lng }, 'dash.routes.moved');
    });
    const remove = iconButton('✕', t('dash.routes.remove', w.name), 'remove',
      () => this.send({ kind: 'remove', number: w.number }, 'dash.routes.removed'));
    box.append(upButton, downButton, here, remove);
    return box;
  }

  /** Sends one edit of the shown route; on success shows the answer and says what changed and any land. */
  async send(edit, doneKey) {
    if (!this.route) return null;
    const result = await sendRouteEdit(editRequest({ ...edit, route: this.route.name }), this.context.language());
    if (result.changed) return this.reloadChanged(result);
    if (!result.ok) {
      this.say(this.context.t('dash.refused', result.message ?? ''), 'refused');
      return result;
    }
    const route = normalizeRouteDetail(result.json);
    if (route) {
      if (route.name !== this.route.name) this.context.listChanged(null, route.name);
      this.context.shown(route, { fit: false });
      this.say(this.outcome(route, doneKey), 'saved');
    }
    return result;
  }

  /** After a 412 (the route changed elsewhere since the page read it): the route as it is now, and says so. */
  async reloadChanged(result) {
    const name = this.route.name;
    const route = normalizeRouteDetail(await fetchRoute(name));
    if (route) this.context.shown(route, { fit: false });
    this.say(this.context.t('dash.routes.changedElsewhere', name), 'reloaded');
    return result;
  }

  /** "Saved: waypoint added." and the land warnings of the route as it now is. */
  outcome(route, doneKey) {
    const { t } = this.context;
    const land = landWarnings(route);
    const parts = [t(doneKey)];
    if (land.waypoints.length) parts.push(`⚠ ${t('dash.routes.waypointsOnLand', land.waypoints.join(', '))}`);
    if (land.legs.length) parts.push(`⚠ ${t('dash.routes.legsCrossLand', land.legs.join(', '))}`);
    if (land.uncovered) parts.push(t('dash.routes.noCoastline'));
    return parts.join(' ');
  }

  say(text, result) {
    $('#route-message').textContent = text;
    $('#route-detail').dataset.result = result;
  }

  async deleteRoute() {
    if (!this.route) return;
    // Two presses: the first arms the button and says so (no blocking dialog), the second deletes.
    if (!this.deleteArmed) {
      this.deleteArmed = true;
      $('#route-delete').textContent = this.context.t('dash.routes.deleteConfirm', this.route.name);
      return;
    }
    const name = this.route.name;
    const result = await sendRouteEdit(editRequest({ kind: 'delete', route: name }), this.context.language());
    this.deleteArmed = false;
    $('#route-delete').textContent = this.context.t('dash.routes.delete');
    if (result.changed) {
      await this.reloadChanged(result);
      return;
    }
    if (!result.ok) {
      this.say(this.context.t('dash.refused', result.message ?? ''), 'refused');
      return;
    }
    this.setEditing(false);
    this.route = null;
    this.context.shown(null, {});
    this.context.listChanged(normalizeRoutes(result.json), null);
    $('#routes-message').textContent = this.context.t('dash.routes.deleted', name);
  }

  async create(name) {
    const result = await sendRouteEdit(editRequest({ kind: 'create', name }), this.context.language());
    if (!result.ok) {
      $('#routes-message').textContent = this.context.t('dash.refused', result.message ?? '');
      return;
    }
    $('#route-new-name').value = '';
    $('#routes-message').textContent = this.context.t('dash.routes.created', name);
    const route = normalizeRouteDetail(result.json);
    this.context.listChanged(null, route?.name ?? name);
    this.context.shown(route, { fit: false });
    this.setEditing(true);
  }
}
