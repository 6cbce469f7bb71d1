// Staleness: a value older than the server's limit is never shown as current. The server says how old the value
// was when it sent the state (ageSeconds); the browser adds the time since it received that state, so a stream
// that stops (daemon or GPS gone) turns values stale on the screen without any new message.

/** The value's age now, in seconds: its age at sending plus the time since receipt (never negative). */
export function ageNow(ageSecondsAtReceipt, receivedAtMs, nowMs) {
  const since = Math.max(0, (nowMs - receivedAtMs) / 1000);
  return Math.max(0, (ageSecondsAtReceipt ?? 0) + since);
}

/**
 * Whether the position values are stale now: the server said so, or their age passed the limit, or the
 * connection is down (nothing can be known to be current then).
 */
export function isStale(position, receivedAtMs, nowMs, staleAfterSeconds, connected) {
  if (!position) return true;
  if (!connected) return true;
  if (position.stale) return true;
  return ageNow(position.ageSeconds, receivedAtMs, nowMs) > staleAfterSeconds;
}
