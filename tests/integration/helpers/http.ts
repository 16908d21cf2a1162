// A tiny HTTP client for tests: JSON in and out, with a per-client cookie jar so the
// refresh cookie travels the way a browser would send it.
export interface HttpResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export class HttpClient {
  private cookies = new Map<string, string>();
  accessToken: string | undefined;

  constructor(private readonly baseUrl: string) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  async request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<HttpResponse<T>> {
    const h: Record<string, string> = { ...headers };
    if (body !== undefined) h['content-type'] ??= 'application/json';
    if (this.accessToken && !h.authorization) h.authorization = `Bearer ${this.accessToken}`;
    if (this.cookies.size && path.startsWith('/api/auth')) {
      h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    const res = await fetch(this.baseUrl + path, {
      method,
      headers: h,
      // Bytes (an image upload) as they are; the copy gives fetch an ArrayBuffer-backed view.
      body:
        body === undefined
          ? undefined
          : typeof body === 'string'
            ? body
            : body instanceof Uint8Array
              ? new Uint8Array(body)
              : JSON.stringify(body),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';'); // split always yields a first part
      const idx = pair.indexOf('=');
      const name = pair.slice(0, idx);
      const value = pair.slice(idx + 1);
      if (!value || /expires=Thu, 01 Jan 1970/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, headers);
  }
  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body ?? {}, headers);
  }
  patch<T = any>(path: string, body?: unknown) {
    return this.request<T>('PATCH', path, body ?? {});
  }

  /** Signs up and keeps the session, as the app would. */
  async signUp(email: string, password = 'secret123') {
    const res = await this.post('/api/auth/signup', { email, password, confirmPassword: password });
    if (res.status !== 200) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
    this.accessToken = res.body.accessToken;
    return res.body;
  }

  async signIn(email: string, password = 'secret123') {
    const res = await this.post('/api/auth/signin', { email, password });
    if (res.status === 200) this.accessToken = res.body.accessToken;
    return res;
  }
}

let counter = 0;
export function uniqueEmail(tag = 'user'): string {
  counter += 1;
  return `${tag}.${Date.now().toString(36)}.${counter}.${Math.random().toString(36).slice(2, 6)}@example.com`;
}
