// Pairing (Docs/security.md "Pairing"): on a dashboard served to the boat's network, the API answers 401 until
// this browser is paired. This module asks for the one-time code (`denizrota dashboard pair`, or the daemon's
// terminal), posts it to /api/v1/pair and, once the server has set its HttpOnly session cookie, hands over to the
// dashboard. The cookie is never visible here: the code is the only secret this page handles.

export const pairPath = 'api/v1/pair';
export const probePath = 'api/v1/state';

/** The request body for a typed code and device name: digits only (spaces and dashes dropped), name trimmed. */
export function pairingBody(code, name) {
  const digits = String(code ?? '').replace(/[\s-]/g, '');
  const trimmed = String(name ?? '').trim().slice(0, 40);
  return trimmed ? { code: digits, name: trimmed } : { code: digits };
}

/** What an answer to the pairing POST means: 'paired', 'refused', 'wait' (rate limited, with seconds) or 'error'. */
export function pairingResult(status, retryAfter) {
  if (status === 200) return { outcome: 'paired' };
  if (status === 403 || status === 422) return { outcome: 'refused' };
  if (status === 429) return { outcome: 'wait', seconds: Number.parseInt(retryAfter ?? '', 10) || 60 };
  return { outcome: 'error' };
}

/** Resolves to true when the API wants pairing (401), false otherwise (paired, on this computer, or offline). */
export async function needsPairing(fetcher = fetch) {
  return (await probeState(fetcher)).pairing;
}

/**
 * The first look at the API (GET /api/v1/state): {pairing: true} on 401; otherwise {pairing: false, state}, the
 * state document when it came (null offline or on any other answer), so the instruments show it at once instead
 * of waiting for the event stream's first state (issue 34's first meaningful paint).
 */
export async function probeState(fetcher = fetch) {
  try {
    const response = await fetcher(probePath, { credentials: 'same-origin' });
    if (response.status === 401) return { pairing: true, state: null };
    return { pairing: false, state: response.status === 200 ? await response.json() : null };
  } catch {
    return { pairing: false, state: null };
  }
}

/**
 * Whether this browser may change anything (a device paired with the `control` scope, or this computer): an
 * OPTIONS request to the control path, which changes nothing, is refused 403 `denizrotad.http.scope` for a
 * view-only device before any body is read. Resolves to {mayControl, message}: the daemon's reason when not.
 */
export async function probeScope(language = 'en', fetcher = fetch) {
  try {
    const response = await fetcher(`api/v1/control?lang=${encodeURIComponent(language)}`, { method: 'OPTIONS', credentials: 'same-origin' });
    if (response.status !== 403) return { mayControl: true, message: null };
    const json = await response.json().catch(() => null);
    if (json?.error?.code !== 'denizrotad.http.scope') return { mayControl: true, message: null };
    return { mayControl: false, message: json.error.message ?? '' };
  } catch {
    return { mayControl: true, message: null };
  }
}

/**
 * Shows the code form in place of the dashboard's main area and resolves once this browser is paired.
 * `t(key, ...args)` is the dashboard's translator.
 */
export function askForCode(t, language = 'en') {
  return new Promise((resolve) => {
    const main = document.querySelector('#main');
    const form = document.createElement('form');
    form.id = 'pairing';
    form.className = 'pairing';
    const title = Object.assign(document.createElement('h1'), { textContent: t('dash.pair.title') });
    const explain = Object.assign(document.createElement('p'), { textContent: t('dash.pair.explain') });
    const code = field(t('dash.pair.code'), { inputMode: 'numeric', autocomplete: 'one-time-code', required: true, maxLength: 9 });
    const name = field(t('dash.pair.name'), { autocomplete: 'off', maxLength: 40 });
    const message = Object.assign(document.createElement('p'), { role: 'status' });
    const submit = Object.assign(document.createElement('button'), { type: 'submit', textContent: t('dash.pair.submit') });
    form.append(title, explain, code.label, name.label, submit, message);
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      submit.disabled = true;
      const result = await post(pairingBody(code.input.value, name.input.value), language);
      submit.disabled = false;
      if (result.outcome === 'paired') {
        form.remove();
        main.style.display = '';
        resolve();
        return;
      }
      message.textContent = result.outcome === 'wait' ? t('dash.pair.wait', result.seconds) : t(`dash.pair.${result.outcome}`);
      code.input.select();
    });
    // Not the `hidden` attribute: the stylesheet's own `display` of #main would override it.
    main.style.display = 'none';
    main.before(form);
    code.input.focus();
  });
}

function field(text, attributes) {
  const label = document.createElement('label');
  const input = Object.assign(document.createElement('input'), attributes);
  label.append(text, input);
  return { label, input };
}

async function post(body, language) {
  try {
    const response = await fetch(`${pairPath}?lang=${encodeURIComponent(language)}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return pairingResult(response.status, response.headers.get('Retry-After'));
  } catch {
    return { outcome: 'error' };
  }
}
