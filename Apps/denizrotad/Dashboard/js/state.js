// The dashboard's model and its reducer: every input (a state document, an alert, another daemon event, a
// connection change, the user acknowledging an alarm) is an action; reduce(model, action) returns the next model
// without touching the page. Pure and tested with node --test.
import { alarmKinds, clearingEvents, normalizeAlert, normalizeState } from './api.js';

/** Track points kept in the browser (about 80 minutes at 1 Hz); older ones are dropped so memory stays flat. */
export const trackLimit = 5000;

/** The model before anything arrived. */
export function initialModel() {
  return { connection: 'connecting', live: null, track: [], alertDetails: {}, acknowledged: [] };
}

/** The key that tells one raising of an alarm from the next: its kind and the time it was raised. */
export const alarmKey = (alarm) => `${alarm.event}|${alarm.time ?? ''}`;

function appendTrack(track, position) {
  if (!position || position.stale) return track;
  const last = track[track.length - 1];
  if (last && last[0] === position.latitude && last[1] === position.longitude) return track;
  const next = track.length >= trackLimit ? track.slice(track.length - trackLimit + 1) : track.slice();
  next.push([position.latitude, position.longitude]);
  return next;
}

function reduceState(model, action) {
  const live = normalizeState(action.json, action.receivedAt);
  const active = new Set(live.alarms.map(alarmKey));
  return {
    ...model,
    live,
    track: appendTrack(model.track, live.position),
    // An acknowledgement lasts as long as that raising of the alarm.
    acknowledged: model.acknowledged.filter((key) => active.has(key)),
  };
}

function reduceAlert(model, action) {
  const alert = normalizeAlert(action.json);
  if (!alert) return model;
  const details = { ...model.alertDetails };
  if (alarmKinds.includes(alert.event)) details[alert.event] = alert;
  const cleared = clearingEvents[alert.event];
  if (cleared) delete details[cleared];
  return { ...model, alertDetails: details };
}

/** The next model after an action. */
export function reduce(model, action) {
  switch (action.type) {
    case 'state':
      return reduceState(model, action);
    case 'alert':
      return reduceAlert(model, action);
    case 'connection':
      return { ...model, connection: action.status };
    case 'acknowledge':
      return model.acknowledged.includes(action.key)
        ? model
        : { ...model, acknowledged: [...model.acknowledged, action.key] };
    case 'clearTrack':
      return { ...model, track: [] };
    default:
      return model;
  }
}

/** The alarms sounding now, oldest first, each with its details (from its alert event) and whether acknowledged. */
export function activeAlarms(model) {
  const alarms = model.live?.alarms ?? [];
  return alarms.map((alarm) => {
    const key = alarmKey(alarm);
    return { ...alarm, key, detail: model.alertDetails[alarm.event] ?? null, acknowledged: model.acknowledged.includes(key) };
  });
}

/** Whether the alarm sound should play: an alarm is sounding that nobody acknowledged. */
export function shouldSound(model) {
  return activeAlarms(model).some((alarm) => !alarm.acknowledged);
}
