// The alarm sound: a two-tone signal made with Web Audio (no audio file), repeated until stopped, with vibration
// where the device has it. Browsers start an AudioContext suspended until the user has touched the page; then
// `blocked` is true and the page shows "tap to enable sound", whose tap calls unlock().

const tonePeriodMs = 1500;
const tones = [880, 660];
const toneSeconds = 0.28;

export class AlarmSound {
  constructor(onChange) {
    this.context = null;
    this.timer = null;
    this.playing = false;
    this.onChange = onChange;
  }

  /** Whether the browser holds the sound back until a tap. */
  get blocked() {
    return this.playing && (!this.context || this.context.state !== 'running');
  }

  ensureContext() {
    if (this.context) return this.context;
    const Context = globalThis.AudioContext ?? globalThis.webkitAudioContext;
    if (!Context) return null;
    this.context = new Context();
    this.context.addEventListener?.('statechange', () => this.onChange?.());
    return this.context;
  }

  /** Called from a tap: resumes audio (allowed now that the user touched the page). */
  async unlock() {
    const context = this.ensureContext();
    try {
      await context?.resume();
    } catch {
      // Still blocked: the button stays.
    }
    this.onChange?.();
  }

  /** Starts the repeating signal (no-op when already playing). */
  start() {
    if (this.playing) return;
    this.playing = true;
    const context = this.ensureContext();
    context?.resume?.().catch(() => {}).finally(() => this.onChange?.());
    this.beep();
    this.timer = setInterval(() => this.beep(), tonePeriodMs);
    this.onChange?.();
  }

  /** Stops the signal and the vibration. */
  stop() {
    if (!this.playing) return;
    this.playing = false;
    clearInterval(this.timer);
    globalThis.navigator?.vibrate?.(0);
    this.onChange?.();
  }

  beep() {
    globalThis.navigator?.vibrate?.([400, 150, 400]);
    const context = this.context;
    if (!context || context.state !== 'running') return;
    tones.forEach((frequency, index) => {
      const start = context.currentTime + index * (toneSeconds + 0.05);
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'square';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.4, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + toneSeconds);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start);
      oscillator.stop(start + toneSeconds + 0.02);
    });
  }
}
