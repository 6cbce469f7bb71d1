// The Weather view: the plan of a route (the followed one by default) for a departure the user picks — on the chart
// the legs coloured by risk and wind arrows with speeds at the waypoints and at each leg's worst point; below, the
// verdict (worst risk, worst leg, first red time), a later departure when the daemon found a better one (one tap to
// use it), and per leg its risk and its worst point: when, wind, gusts, direction, sea height; then the risk along
// the leg, every judged point (the daemon's `legs[].samples`) as a strip and as text, and as dots on the chart.
import { getJSON, normalizeRoutes, paths } from './api.js';
import {
  departureFromInput, fetchPlan, inputFromDeparture, legPoints, nextFullHour, planFormProblem, planRoute,
  riskStretches, sampleDots, windMarks, zoneOffsetMinutes,
} from './plan.js';
import { formatBearing, formatClock, formatDateTime, formatNumber } from './format.js';

const $ = (selector) => document.querySelector(selector);

export class WeatherView {
  /** `context`: chart, t (translator), language(), followed() (the followed route's name or null). */
  constructor(context) {
    this.context = context;
    this.asking = 0;
    this.zone = null;
    $('#plan-form').addEventListener('submit', (e) => {
      e.preventDefault();
      if (this.check(true)) this.ask();
    });
    $('#plan-departure').addEventListener('input', () => {
      if ($('#plan-departure').getAttribute('aria-invalid') === 'true') this.check(false);
    });
    $('#plan-later').addEventListener('click', () => {
      if (this.later === undefined || this.later === null) return;
      $('#plan-departure').value = inputFromDeparture(new Date(this.later), this.zone);
      this.ask();
    });
  }

  /** The view opened: the route list (followed first), a departure at the next full hour when none is set. */
  async show() {
    const names = normalizeRoutes(await getJSON(paths.routes));
    const followed = this.context.followed();
    const select = $('#plan-route');
    const chosen = select.value || followed || names[0] || '';
    select.replaceChildren(...names.map((name) => new Option(name, name, false, name === chosen)));
    // Departures are read in the boat's time zone (`boat set --time-zone`, as `denizrota plan` shows times), else
    // in the browser's; the label names the zone in use.
    const boat = await getJSON(paths.boat);
    const zone = typeof boat?.timeZone === 'string' && zoneOffsetMinutes(Date.now(), boat.timeZone) !== null ? boat.timeZone : null;
    if (zone !== this.zone) $('#plan-departure').value = '';
    this.zone = zone;
    $('#plan-departure-error').textContent = '';
    $('#plan-departure').removeAttribute('aria-invalid');
    $('#plan-zone').textContent = this.context.t('dash.plan.zone', zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? '');
    if (!$('#plan-departure').value) $('#plan-departure').value = inputFromDeparture(nextFullHour(new Date(), zone), zone);
    $('#plan-message').textContent = names.length ? '' : this.context.t('dash.routes.none');
  }

  /** The view closed: the plan leaves the chart. */
  hide() {
    this.asking += 1;
    this.context.chart.showPlan(null);
  }

  /**
   * Whether the form can ask for a plan; if not, says why beside the field (announced: role="alert"), marks it
   * aria-invalid and, on a submit (`focus`), puts the focus there. Nothing is asked until both are filled.
   */
  check(focus) {
    const { t } = this.context;
    const problem = planFormProblem($('#plan-route').value, $('#plan-departure').value, this.zone);
    const field = problem === 'route' ? $('#plan-route') : $('#plan-departure');
    for (const f of [$('#plan-route'), $('#plan-departure')]) {
      if (problem !== null && f === field) f.setAttribute('aria-invalid', 'true');
      else f.removeAttribute('aria-invalid');
    }
    $('#plan-departure-error').textContent = problem === 'departure' ? t('dash.plan.departureMissing') : '';
    if (problem === 'route') $('#plan-message').textContent = t('dash.routes.none');
    if (problem !== null && focus) field.focus();
    return problem === null;
  }

  async ask() {
    const { t } = this.context;
    const route = $('#plan-route').value;
    const departure = departureFromInput($('#plan-departure').value, this.zone);
    if (!route || !departure) return;
    const asking = ++this.asking;
    $('#view-weather').dataset.plan = 'asking';
    $('#plan-message').textContent = t('dash.plan.asking');
    const result = await fetchPlan(route, departure, this.context.language());
    if (asking !== this.asking) return;
    if (!result.ok || !result.plan) {
      $('#view-weather').dataset.plan = 'failed';
      $('#plan-message').textContent = result.message ? t('dash.refused', result.message) : t('dash.plan.timeout');
      return;
    }
    $('#view-weather').dataset.plan = 'shown';
    $('#plan-message').textContent = '';
    this.render(result.plan);
  }

  render(plan) {
    const { t } = this.context;
    const lang = this.context.language();
    this.later = plan.summary.laterDeparture;
    const s = plan.summary;
    const verdict = [t('dash.plan.worst', t(`dash.risk.${s.worstRisk}`))];
    if (s.worstLeg) verdict.push(t('dash.plan.worstLeg', s.worstLeg[0], s.worstLeg[1]));
    if (s.firstRedTime !== null) verdict.push(t('dash.plan.firstRed', formatDateTime(s.firstRedTime, lang, this.zone ?? undefined)));
    $('#plan-summary').textContent = verdict.join(' · ');
    $('#plan-summary').className = `plan-summary risk-${s.worstRisk}`;
    $('#plan-later').hidden = s.laterDeparture === null;
    if (s.laterDeparture !== null) $('#plan-later').textContent = t('dash.plan.later', formatDateTime(s.laterDeparture, lang, this.zone ?? undefined));
    $('#plan-legs').replaceChildren(...plan.legs.map((leg) => this.legItem(plan, leg, lang)));
    $('#plan-source').textContent = plan.cacheAgeSeconds === null ? t('dash.plan.fresh')
      : t('dash.plan.cached', formatNumber(Math.max(1, plan.cacheAgeSeconds / 60), 0, lang));
    this.context.chart.showPlan(planRoute(plan), windMarks(plan), (m) => this.windText(m, lang), sampleDots(plan));
  }

  /** "12 kn from 270°, gusts 17 kn, sea 0.8 m" for a judged place. */
  windText(mark, lang) {
    const { t } = this.context;
    const parts = [];
    if (mark.windKnots !== null) {
      parts.push(t('dash.plan.wind', formatNumber(mark.windKnots, 0, lang), formatBearing(mark.windFromDegrees)));
    }
    if (mark.gustKnots !== null) parts.push(t('dash.plan.gusts', formatNumber(mark.gustKnots, 0, lang)));
    if (mark.waveMeters !== null) parts.push(t('dash.plan.sea', formatNumber(mark.waveMeters, 1, lang)));
    return parts.join(', ');
  }

  /**
   * The risk along a leg: a strip with one bar per judged point (colour and height by level, the worst outlined),
   * hidden from screen readers, and the same as text ("Along the leg (9 points): green 10:00–10:40 · red 10:50,
   * worst here · green 11:00–12:20"), times on the boat's clock.
   */
  alongLeg(plan, leg, lang) {
    const { t } = this.context;
    const points = legPoints(plan, leg);
    const strip = document.createElement('span');
    strip.className = 'risk-strip';
    strip.setAttribute('aria-hidden', 'true');
    strip.append(...points.map((p) => {
      const cell = document.createElement('span');
      cell.className = `risk-${p.risk}${p.worst ? ' worst' : ''}`;
      return cell;
    }));
    const clock = (ms) => formatClock(ms, lang, this.zone ?? undefined);
    const stretches = riskStretches(points).map((r) => {
      const span = r.from === r.to ? clock(r.from) : `${clock(r.from)}–${clock(r.to)}`;
      return `${t(`dash.plan.level.${r.risk}`)} ${span}${r.worst ? `, ${t('dash.plan.worstHere')}` : ''}`;
    });
    const text = document.createElement('span');
    text.className = 'along';
    text.textContent = t('dash.plan.along', points.length, stretches.join(' · '));
    const line = document.createElement('div');
    line.className = 'along-leg';
    line.append(strip, text);
    return line;
  }

  legItem(plan, leg, lang) {
    const { t } = this.context;
    const li = document.createElement('li');
    li.className = `leg risk-${leg.risk}`;
    li.dataset.leg = String(leg.number);
    const swatch = document.createElement('span');
    swatch.className = `swatch risk-${leg.risk}`;
    swatch.setAttribute('aria-hidden', 'true');
    const parts = [`${leg.from} → ${leg.to}`, t(`dash.risk.${leg.risk}`)];
    if (leg.worst) {
      parts.push(t('dash.plan.worstAt', formatDateTime(leg.worst.time, lang, this.zone ?? undefined), this.windText(leg.worst, lang)));
    }
    if (leg.crossesLand) parts.push(`⚠ ${t('dash.routes.crossesLand')}`);
    li.append(swatch, parts.join(' · '), this.alongLeg(plan, leg, lang));
    return li;
  }
}
