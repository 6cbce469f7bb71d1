// Keeping the screen on during a passage (a trip recording or a route followed) with the Screen Wake Lock API,
// where the browser allows it. Browsers offer `navigator.wakeLock` only in a secure context: a page over https, or
// one from the device's own address (http://127.0.0.1, http://localhost). A phone reading the boat's computer over
// plain http (http://192.168.x.y:8642) is not one, so there the page says it cannot keep the screen on instead of
// pretending to. A lock is released by the browser when the page is hidden; it is asked again when the page is
// shown. Tested with node --test (fake navigator and document); the browser test checks the state it shows.

/** What the page says about the screen, in the order the conditions are checked. */
export const wakeStates = ['off', 'insecure', 'unsupported', 'waiting', 'held', 'refused'];

/**
 * The state to show: 'off' (the user switched it off), 'insecure' (plain http from another device: no API),
 * 'unsupported' (a secure page, but this browser has no Wake Lock), 'waiting' (no passage, or asking), 'held' (the
 * screen is kept on), 'refused' (the browser said no: battery saver, page hidden, permission).
 */
export function wakeState({ wanted, secure, supported, passage, held, refused }) {
  if (!wanted) return 'off';
  if (!secure) return 'insecure';
  if (!supported) return 'unsupported';
  if (!passage) return 'waiting';
  if (held) return 'held';
  return refused ? 'refused' : 'waiting';
}

export class ScreenWake {
  /**
   * `onChange()` is called whenever the state may have changed; `environment` is the browser's (navigator, document,
   * isSecureContext) unless a test passes its own.
   */
  constructor(onChange, environment = globalThis) {
    this.onChange = onChange;
    this.navigator = environment.navigator;
    this.document = environment.document;
    this.secure = environment.isSecureContext === true;
    this.sentinel = null;
    this.asking = false;
    this.refused = null;
    this.wanted = false;
    this.passage = false;
    this.document?.addEventListener?.('visibilitychange', () => {
      if (this.document.visibilityState !== 'visible') return;
      this.refused = null;
      this.apply();
    });
  }

  get supported() {
    return typeof this.navigator?.wakeLock?.request === 'function';
  }

  /** The state now (see wakeState). */
  get state() {
    return wakeState({
      wanted: this.wanted, secure: this.secure, supported: this.supported, passage: this.passage,
      held: this.sentinel !== null, refused: this.refused !== null,
    });
  }

  /** The user's choice and whether a passage is under way; asks or releases the lock when they changed. */
  update(wanted, passage) {
    if (wanted === this.wanted && passage === this.passage) return;
    this.wanted = wanted;
    this.passage = passage;
    this.refused = null;
    this.apply();
  }

  async apply() {
    const keep = this.wanted && this.passage && this.secure && this.supported;
    if (!keep && this.sentinel) {
      const sentinel = this.sentinel;
      this.sentinel = null;
      await sentinel.release().catch(() => {});
    }
    if (keep && !this.sentinel && !this.asking && this.refused === null && this.document?.visibilityState !== 'hidden') {
      await this.request();
    }
    this.onChange?.();
  }

  async request() {
    this.asking = true;
    try {
      const sentinel = await this.navigator.wakeLock.request('screen');
      sentinel.addEventListener?.('release', () => {
        if (this.sentinel === sentinel) this.sentinel = null;
        this.onChange?.();
      });
      this.sentinel = sentinel;
    } catch (error) {
      this.refused = error?.name || String(error);
    } finally {
      this.asking = false;
    }
    // The passage may have ended while asking.
    if (this.sentinel && !(this.wanted && this.passage)) await this.apply();
  }
}
