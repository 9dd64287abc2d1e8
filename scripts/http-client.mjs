// A browser stand-in over real HTTP for the server tests, the benchmarks and the `npm start` smoke
// test: it keeps cookies, never follows redirects, says where each request comes from, and echoes the
// CSRF cookie in the X-XSRF-TOKEN header on state-changing requests, as the SPA does.
import { fetch } from 'undici';

/** The demo accounts' password (packages/server/src/db/seed.ts, DEMO_PASSWORD). */
export const DEMO_PASSWORD = 'demo-password';

export class Browser {
  /** @param dispatcher an undici dispatcher (the https tests trust their certificate through one). */
  constructor(baseUrl, dispatcher) {
    this.baseUrl = baseUrl;
    this.dispatcher = dispatcher;
    this.cookies = new Map();
  }

  /** The CSRF token cookie: `__Host-XSRF-TOKEN` over https, `XSRF-TOKEN` over http. */
  get xsrf() {
    const value = this.cookies.get('__Host-XSRF-TOKEN') ?? this.cookies.get('XSRF-TOKEN');
    return value === undefined ? undefined : decodeURIComponent(value);
  }

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(method, path, options = {}) {
    // A browser says where each request comes from; this one is the portal's own page (or the
    // address bar), unless the caller says otherwise. A header given as '' is not sent.
    const headers = { accept: 'application/json', 'sec-fetch-site': 'same-origin', ...options.headers };
    for (const [name, value] of Object.entries(headers)) if (value === '') delete headers[name];
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    if (options.csrf !== false && this.xsrf && method !== 'GET' && method !== 'HEAD') {
      headers['x-xsrf-token'] = this.xsrf;
    }
    let body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] = 'application/json';
    } else if (options.form) {
      body = new URLSearchParams(options.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (options.body !== undefined) {
      body = options.body;
      if (options.contentType) headers['content-type'] = options.contentType;
    }
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers,
      body,
      redirect: 'manual',
      dispatcher: this.dispatcher,
    });
    const text = await response.text();
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) this.#store(line);
    return {
      status: response.status,
      headers: response.headers,
      text,
      setCookies,
      json: () => JSON.parse(text),
    };
  }

  get(path, options) {
    return this.request('GET', path, options);
  }

  post(path, options) {
    return this.request('POST', path, options);
  }

  delete(path, options) {
    return this.request('DELETE', path, options);
  }

  /** Loads the sign-in page (which hands out the XSRF-TOKEN cookie) and signs in. */
  async signIn(email, password = DEMO_PASSWORD) {
    if (!this.xsrf) await this.get('/login', { headers: { accept: 'text/html' } });
    return this.post('/login', { json: { email, password } });
  }

  #store(line) {
    const [pair = '', ...attributes] = line.split(';');
    const index = pair.indexOf('=');
    const name = pair.slice(0, index).trim();
    const value = pair.slice(index + 1).trim();
    const expired = attributes.some((attribute) => {
      const [key = '', raw = ''] = attribute.split('=').map((part) => part.trim());
      if (key.toLowerCase() === 'max-age') return Number(raw) <= 0;
      if (key.toLowerCase() === 'expires') return Date.parse(raw) <= Date.now();
      return false;
    });
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}
