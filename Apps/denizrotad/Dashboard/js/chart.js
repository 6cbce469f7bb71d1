// The chart: Leaflet with an offline base (the daemon's coastline for the view, a graticule with labels, a scale
// bar), the boat (course arrow, accuracy circle), the track, the next waypoint, the anchor circle with draggable
// anchor and radius handle. OpenStreetMap and OpenSeaMap tiles only when the user switches them on.
import {
  circle, circleMarker, control, divIcon, geoJSON, layerGroup, map as createMap, marker, polyline, svg, tileLayer,
} from '../vendor/leaflet/leaflet.esm.min.js';
import { coastlineURL, legDrawing } from './api.js';
import { coversView, destination, graticuleStep, speedSegments, viewKey } from './geo.js';
import { arrowDegrees } from './plan.js';

const onlineLayers = [
  {
    url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    options: { maxZoom: 19, attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>' },
  },
  {
    url: 'https://tiles.openseamap.org/seamark/{z}/{x}/{y}.png',
    options: { maxZoom: 18, attribution: '<a href="https://www.openseamap.org">OpenSeaMap</a> (CC BY-SA)' },
  },
];

const boatSVG = '<svg viewBox="-20 -20 40 40" width="40" height="40" aria-hidden="true" focusable="false">'
  + '<path class="boat-arrow" d="M0,-17 L10,13 L0,7 L-10,13 Z"/></svg>';
const anchorSVG = '<svg viewBox="-14 -14 28 28" width="28" height="28" aria-hidden="true" focusable="false">'
  + '<circle r="12" class="anchor-dot"/><text y="5" text-anchor="middle" class="anchor-glyph">⚓</text></svg>';

export class Chart {
  /** A chart in `element`; `handlers.onAnchorMoved(lat, lon)` and `onRadiusChanged(m)` after a drag. */
  constructor(element, handlers) {
    this.handlers = handlers;
    // No renderer padding: Leaflet's default draws 10 % beyond the map, which overlaps the top bar for axe-core's
    // contrast check (clipped on screen, but not in its stacking analysis).
    this.map = createMap(element, {
      zoomControl: true, attributionControl: true, worldCopyJump: true, renderer: svg({ padding: 0 }),
    })
      .setView([37.0, 27.4], 11);
    this.map.attributionControl.setPrefix(false);
    control.scale({ imperial: false }).addTo(this.map);
    this.coast = geoJSON(null, { interactive: false, style: { className: 'coast' } }).addTo(this.map);
    this.graticule = layerGroup().addTo(this.map);
    this.online = layerGroup();
    this.track = polyline([], { className: 'track', interactive: false }).addTo(this.map);
    this.accuracy = circle([0, 0], { radius: 1, className: 'accuracy', interactive: false });
    this.boat = marker([0, 0], {
      icon: divIcon({ className: 'boat', html: boatSVG, iconSize: [40, 40] }), interactive: false, keyboard: false,
    });
    this.waypointLine = polyline([], { className: 'waypoint-line', interactive: false });
    this.followedLayer = layerGroup().addTo(this.map);
    this.routeLayer = layerGroup().addTo(this.map);
    this.anchorLayer = layerGroup().addTo(this.map);
    this.tripLayer = layerGroup().addTo(this.map);
    this.windLayer = layerGroup().addTo(this.map);
    this.follow = true;
    this.coastKey = '';
    this.coastAvailable = true;
    this.map.on('moveend', () => this.refreshBase());
    this.map.on('dragstart', () => this.setFollow(false));
    this.refreshBase();
  }

  setFollow(follow) {
    this.follow = follow;
    this.handlers.onFollowChanged?.(follow);
  }

  /** Switches the online tile layers on or off (attribution comes and goes with them). */
  setOnline(on) {
    if (on && !this.map.hasLayer(this.online)) {
      this.online.clearLayers();
      for (const layer of onlineLayers) {
        const tiles = tileLayer(layer.url, layer.options);
        // No internet, or a security policy without the tile servers: say so once instead of an empty chart.
        tiles.on('tileerror', () => this.handlers.onOnlineFailed?.());
        tiles.on('tileload', () => this.handlers.onOnlineLoaded?.());
        this.online.addLayer(tiles);
      }
      this.online.addTo(this.map);
    } else if (!on && this.map.hasLayer(this.online)) {
      this.map.removeLayer(this.online);
    }
  }

  /** Loads the coastline for the view (when the daemon serves it and the loaded box no longer covers the view)
   * and redraws the graticule when the view moved by a few pixels or more. */
  refreshBase() {
    const pixels = this.map.getPixelBounds();
    const size = this.map.getSize();
    const key = viewKey(this.map.getZoom(), pixels.min.x, pixels.min.y, size.x, size.y);
    if (key !== this.graticuleKey) this.drawGraticule();
    if (!this.coastAvailable) return;
    const b = this.map.getBounds();
    const zoom = Math.round(this.map.getZoom());
    const view = { west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth(), zoom };
    if (coversView(this.coastBox, view)) return;
    const padded = b.pad(0.5);
    const box = { west: padded.getWest(), south: padded.getSouth(), east: padded.getEast(), north: padded.getNorth(), zoom };
    const url = coastlineURL(box.west, box.south, box.east, box.north, zoom);
    this.coastBox = box;
    this.coastKey = url;
    fetch(url).then((response) => {
      if (response.status === 404) this.coastAvailable = false;
      if (!response.ok && url === this.coastKey) this.coastBox = null;
      return response.ok ? response.json() : null;
    }).then((json) => {
      if (!json || url !== this.coastKey) return;
      this.coast.clearLayers();
      this.coast.addData(json);
    }).catch(() => { if (url === this.coastKey) this.coastBox = null; });
  }

  drawGraticule() {
    const pixels = this.map.getPixelBounds();
    const size = this.map.getSize();
    this.graticuleKey = viewKey(this.map.getZoom(), pixels.min.x, pixels.min.y, size.x, size.y);
    this.graticule.clearLayers();
    const b = this.map.getBounds();
    const step = graticuleStep(b.getEast() - b.getWest());
    const label = (text, at, cls) => marker(at, {
      icon: divIcon({ className: `grid-label ${cls}`, html: `<span>${text}</span>`, iconSize: null }),
      interactive: false, keyboard: false,
    });
    const hemisphere = (letter) => this.handlers.text?.(`dash.hemisphere.${letter}`) ?? letter.toUpperCase();
    const minutes = (v) => {
      const whole = Math.floor(Math.abs(v) + 1e-9);
      const m = Math.round((Math.abs(v) - whole) * 60);
      return `${whole}°${m ? `${String(m).padStart(2, '0')}′` : ''}`;
    };
    for (let lat = Math.ceil(b.getSouth() / step) * step; lat < b.getNorth(); lat += step) {
      this.graticule.addLayer(polyline([[lat, b.getWest()], [lat, b.getEast()]], { className: 'grid', interactive: false }));
      this.graticule.addLayer(label(`${minutes(lat)}${hemisphere(lat >= 0 ? 'n' : 's')}`, [lat, b.getEast()], 'lat'));
    }
    for (let lon = Math.ceil(b.getWest() / step) * step; lon < b.getEast(); lon += step) {
      this.graticule.addLayer(polyline([[b.getSouth(), lon], [b.getNorth(), lon]], { className: 'grid', interactive: false }));
      this.graticule.addLayer(label(`${minutes(lon)}${hemisphere(lon >= 0 ? 'e' : 'w')}`, [b.getNorth(), lon], 'lon'));
    }
  }

  /** Shows the model: boat, accuracy, track, waypoint direction, anchor. `stale` greys the boat. */
  update(model, figures, stale) {
    const position = model.live?.position;
    this.track.setLatLngs(model.track);
    if (!position) {
      [this.boat, this.accuracy, this.waypointLine].forEach((layer) => layer.remove());
    } else {
      const at = [position.latitude, position.longitude];
      this.boat.setLatLng(at).addTo(this.map);
      const element = this.boat.getElement();
      if (element) {
        element.classList.toggle('stale', stale);
        element.firstElementChild.style.transform = `rotate(${position.cogDegrees ?? 0}deg)`;
        element.classList.toggle('no-course', position.cogDegrees === null);
      }
      if (position.accuracyMeters) this.accuracy.setLatLng(at).setRadius(position.accuracyMeters).addTo(this.map);
      else this.accuracy.remove();
      this.drawWaypoint(at, figures);
      if (this.follow) this.map.panTo(at, { animate: false });
    }
    this.drawAnchor(model.live?.anchor ?? null);
  }

  drawWaypoint(at, figures) {
    if (!figures || figures.dtwMeters === null || figures.btwDegrees === null) {
      this.waypointLine.remove();
      return;
    }
    const end = destination(at[0], at[1], figures.btwDegrees, figures.dtwMeters);
    this.waypointLine.setLatLngs([at, end]).addTo(this.map);
  }

  drawAnchor(anchor) {
    // The alarm state only recolours the ring: rebuilding the layers would drop a drag that has just begun.
    this.anchorRing?.getElement()?.classList.toggle('alarming', anchor?.alarming === true);
    const key = anchor ? `${anchor.latitude},${anchor.longitude},${anchor.radiusMeters}` : '';
    if (key === this.anchorKey || this.dragging) return;
    this.anchorKey = key;
    this.anchorLayer.clearLayers();
    this.anchorRing = null;
    if (!anchor) {
      this.anchorWhere = '';
      return;
    }
    const center = [anchor.latitude, anchor.longitude];
    const radius = anchor.radiusMeters ?? 50;
    const ring = circle(center, { radius, className: anchor.alarming ? 'anchor-ring alarming' : 'anchor-ring' });
    const pin = marker(center, {
      icon: divIcon({ className: 'anchor-pin', html: anchorSVG, iconSize: [28, 28] }), draggable: true,
      keyboard: false, title: this.handlers.text?.('dash.anchor.dragAnchor') ?? '',
    });
    const handle = marker(destination(center[0], center[1], 90, radius), {
      icon: divIcon({ className: 'radius-handle', html: '<span></span>', iconSize: [44, 44] }), draggable: true,
      keyboard: false, title: this.handlers.text?.('dash.anchor.dragRadius') ?? '',
    });
    pin.on('dragstart', () => { this.dragging = true; });
    pin.on('drag', () => ring.setLatLng(pin.getLatLng()));
    pin.on('dragend', () => {
      this.dragging = false;
      const p = pin.getLatLng();
      this.handlers.onAnchorMoved?.(p.lat, p.lng, radius);
    });
    handle.on('dragstart', () => { this.dragging = true; });
    handle.on('drag', () => ring.setRadius(this.map.distance(center, handle.getLatLng())));
    handle.on('dragend', () => {
      this.dragging = false;
      this.handlers.onRadiusChanged?.(this.map.distance(center, handle.getLatLng()));
    });
    this.anchorLayer.addLayer(ring).addLayer(pin).addLayer(handle);
    this.anchorRing = ring;
    // A newly dropped anchor: zoom so the circle fills the chart (a 50 m circle is a few pixels at zoom 11, and the
    // radius handle would cover the anchor), keeping the boat followed.
    const where = `${anchor.latitude},${anchor.longitude}`;
    if (where !== this.anchorWhere) {
      this.anchorWhere = where;
      this.map.fitBounds(ring.getBounds(), { padding: [48, 48], maxZoom: 20, animate: false });
    }
  }

  /** Draws a stored trip's track coloured (and dashed) by speed band, and shows all of it; null clears it. */
  showTrip(parts) {
    this.tripLayer.clearLayers();
    if (!parts) return;
    const all = [];
    for (const part of parts) {
      for (const segment of speedSegments(part.points, part.times)) {
        const band = segment.band === null ? 'none' : segment.band;
        this.tripLayer.addLayer(polyline([segment.from, segment.to], { className: `trip-track band-${band}`, interactive: false }));
      }
      all.push(...part.points);
    }
    if (all.length > 1) {
      this.setFollow(false);
      this.map.fitBounds(all, { padding: [24, 24] });
    }
  }

  /** Draws a route (api.js normalizeRouteDetail) into `layer`: legs by risk (colour and dash), land legs marked, the
   * next waypoint ringed and named. */
  drawRoute(layer, route, withWaypoints = true) {
    layer.clearLayers();
    if (!route) return;
    for (const leg of route.legs) {
      const drawing = legDrawing(route, leg);
      if (drawing) layer.addLayer(polyline(drawing.points, { className: drawing.className, interactive: false }));
    }
    if (!withWaypoints) return;
    route.waypoints.forEach((w) => {
      const next = route.activeWaypointNumber === w.number;
      layer.addLayer(circleMarker([w.latitude, w.longitude], {
        radius: next ? 9 : 6, className: `route-waypoint${next ? ' next' : ''}${w.onLand ? ' land' : ''}`,
        interactive: false,
      }));
      layer.addLayer(marker([w.latitude, w.longitude], {
        icon: divIcon({ className: `waypoint-label${next ? ' next' : ''}`, html: `<span>${w.number}</span>`, iconSize: null }),
        interactive: false, keyboard: false,
      }));
    });
  }

  /** The route the daemon follows, on the chart in every view (null: none). */
  setFollowedRoute(route) {
    this.drawRoute(this.followedLayer, route);
  }

  /** A stored route chosen in the list, shown whole (null clears it). */
  showRoute(route, fit = true) {
    if (this.editClick && route) this.editRoute(route, this.editHandlers);
    else this.drawRoute(this.routeLayer, route);
    const points = route ? route.waypoints.map((w) => [w.latitude, w.longitude]) : [];
    if (fit && points.length > 1) {
      this.setFollow(false);
      this.map.fitBounds(points, { padding: [32, 32] });
    }
  }

  /** A route being edited: its legs as drawn, each waypoint a numbered marker to drag (or to focus and Enter), and a
   * tap on the chart adds a waypoint at the end. `handlers.onAdd(lat, lon)`, `handlers.onMove(number, lat, lon)`. */
  editRoute(route, handlers) {
    this.editHandlers = handlers;
    this.drawRoute(this.routeLayer, route, false);
    for (const w of route?.waypoints ?? []) {
      const pin = marker([w.latitude, w.longitude], {
        icon: divIcon({
          className: `edit-waypoint${w.onLand ? ' land' : ''}`, html: `<span>${w.number}</span>`, iconSize: [44, 44],
        }),
        draggable: true, keyboard: false, title: `${w.number} ${w.name}`,
      });
      pin.on('dragend', () => {
        const p = pin.getLatLng();
        this.draggedAt = Date.now();
        this.editHandlers?.onMove(w.number, p.lat, p.lng);
      });
      this.routeLayer.addLayer(pin);
    }
    if (!this.editClick) {
      // The release that ends a waypoint's drag can reach the map as a click: it must not add a waypoint too.
      this.editClick = (e) => {
        if (Date.now() - (this.draggedAt ?? 0) > 400) this.editHandlers?.onAdd(e.latlng.lat, e.latlng.lng);
      };
      this.map.on('click', this.editClick);
      this.setFollow(false);
    }
  }

  /** Ends editing: taps no longer add, the route is drawn as shown (null: cleared). */
  stopEditing(route) {
    if (this.editClick) this.map.off('click', this.editClick);
    this.editClick = null;
    this.editHandlers = null;
    this.drawRoute(this.routeLayer, route ?? null);
  }

  /** The chart's centre (where the crosshair is), {lat, lng}. */
  centre() {
    return this.map.getCenter();
  }

  /** A route's plan (weather view): legs by risk, and at each mark a wind arrow (pointing where the wind blows)
   * with its speed; `describe(mark)` is the mark's text for screen readers and the tooltip; `dots`: the judged points
   * between waypoints (plan.js sampleDots). Null clears it. */
  showPlan(route, marks = [], describe = () => '', dots = []) {
    this.windLayer.clearLayers();
    this.drawRoute(this.routeLayer, route);
    if (!route) return;
    // The risk along the legs: a dot at each judged point between waypoints, sized and coloured by its level (the
    // list below the chart says the same in words).
    for (const d of dots) {
      this.windLayer.addLayer(circleMarker([d.latitude, d.longitude], {
        radius: { red: 6, yellow: 5, unknown: 4 }[d.risk] ?? 3.5, className: `plan-sample risk-${d.risk}`, interactive: false,
      }));
    }
    for (const m of marks) {
      const rotation = arrowDegrees(m.windFromDegrees);
      const arrow = rotation === null ? '' : `<svg viewBox="-12 -12 24 24" width="30" height="30" aria-hidden="true"`
        + ` focusable="false" class="wind-arrow"><g transform="rotate(${rotation.toFixed(0)})">`
        + '<path d="M0,-10 L6,4 L0,1 L-6,4 Z"/></g></svg>';
      const knots = m.windKnots === null ? '' : `<span class="wind-speed">${Math.round(m.windKnots)}</span>`;
      this.windLayer.addLayer(marker([m.latitude, m.longitude], {
        icon: divIcon({ className: `wind-mark risk-${m.risk}${m.worst ? ' worst' : ''}`, html: arrow + knots, iconSize: [30, 30] }),
        interactive: false, keyboard: false, title: describe(m),
      }));
    }
    const points = route.waypoints.map((w) => [w.latitude, w.longitude]);
    if (points.length > 1) {
      this.setFollow(false);
      this.map.fitBounds(points, { padding: [40, 40] });
    }
  }

  /** Centres on the boat and follows it again. */
  recentre(model) {
    this.setFollow(true);
    const position = model.live?.position;
    if (position) this.map.setView([position.latitude, position.longitude], Math.max(this.map.getZoom(), 13));
  }

  /** Leaflet measures its element: call after the layout changed. */
  resize() {
    this.map.invalidateSize();
  }
}
