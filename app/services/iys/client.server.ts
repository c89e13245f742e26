/**
 * İYS (İleti Yönetim Sistemi), the national register of consents to commercial electronic
 * messages: the small interface the shop reports through, and its HTTP client. The API as İYS
 * documents it (dev.iys.org.tr, "Jeton Alma" and "Tekil İzin Ekleme"):
 *
 *   POST {base}/oauth2/token  {username, password, grant_type: "password"}
 *        → {access_token, refresh_token, expires_in, refresh_expires_in, token_type}
 *   POST {base}/sps/{iysCode}/brands/{brandCode}/consents  (Authorization: Bearer …)
 *        {recipient, recipientType, source, status, type, consentDate}
 *        → 200 {transactionId, creationDate}
 *        → 422 {errors: [{code, location, message}]}
 *
 * The same client talks to the real İYS and to the local emulator (emulator.server.ts).
 */

/** An e-mail consent as İYS takes it. */
export interface IysConsent {
  /** The e-mail address. */
  recipient: string;
  /** BIREYSEL: a person (TACIR: a trader; the shop asks people only). */
  recipientType: "BIREYSEL";
  /** Where it was taken (İYS's "izin kaynağı"): consentSource() maps the shop's to these. */
  source: IysSource;
  /** ONAY: consent given; RET: refused. */
  status: "ONAY" | "RET";
  /** The channel: EPOSTA (MESAJ and ARAMA are SMS and calls). */
  type: "EPOSTA";
  /** When the person gave or refused it, 'YYYY-MM-DD HH:mm:ss' in Turkish time (iysDateText). */
  consentDate: string;
}

/**
 * İYS's consent sources the shop uses: its pages (HS_WEB), the e-mail itself (HS_EPOSTA: the
 * one-click unsubscribe of a mail client), and the shop's own decision to stop (HS_KARAR: "izin
 * durumu, hizmet sağlayıcının kendi isteğiyle RET olarak belirlenmiştir", a closed account).
 */
export type IysSource = "HS_WEB" | "HS_EPOSTA" | "HS_KARAR";

export interface IysReceipt {
  transactionId: string;
  /** When İYS wrote it, as İYS sends it ('YYYY-MM-DD HH:mm:ss', Turkish time). */
  creationDate: string;
}

/** The one thing the shop asks of İYS. */
export interface IysClient {
  addConsent(consent: IysConsent): Promise<IysReceipt>;
}

/**
 * İYS said no to this consent, for good ("refused": a 4xx with İYS's errors, which sending it
 * again would not change), or could not be asked ("unreachable": down, too slow, 5xx, 429, an
 * answer that is not İYS's, or credentials it refused: worth trying again later as it is).
 */
export class IysError extends Error {
  constructor(
    message: string,
    readonly kind: "refused" | "unreachable",
    readonly code?: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "IysError";
  }
}

const istanbulParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Istanbul",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** A moment as İYS writes dates: 'YYYY-MM-DD HH:mm:ss' in Turkish time (GMT+3). */
export function iysDateText(at: Date): string {
  const part = Object.fromEntries(istanbulParts.formatToParts(at).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

/** İYS's date text back to a moment (Turkey is UTC+3 all year since 2016); null if malformed. */
export function parseIysDate(text: unknown): Date | null {
  if (typeof text !== "string") return null;
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(text);
  if (!match) return null;
  const at = new Date(`${match[1]}T${match[2]}+03:00`);
  return Number.isNaN(at.getTime()) || iysDateText(at) !== text ? null : at;
}

export interface IysCredentials {
  /** İYS's API address, without a trailing slash. */
  baseUrl: string;
  username: string;
  password: string;
  /** The service provider's İYS number. */
  iysCode: string;
  /** The brand's İYS number (often the same). */
  brandCode: string;
}

interface Token {
  value: string;
  /** When to stop using it: a little before İYS's expires_in runs out. */
  until: number;
}

/**
 * The HTTP client. Its access token is fetched once and kept until shortly before it expires
 * (İYS: 7200 s; the token call is limited to a few per hour per address), and fetched again
 * when İYS answers 401 to a call made with it.
 */
export class IysHttpClient implements IysClient {
  private token: Promise<Token> | null = null;

  constructor(
    private readonly credentials: IysCredentials,
    private readonly options: { timeoutMs?: number; now?: () => number } = {},
  ) {}

  async addConsent(consent: IysConsent): Promise<IysReceipt> {
    const { iysCode, brandCode } = this.credentials;
    const path = `/sps/${encodeURIComponent(iysCode)}/brands/${encodeURIComponent(brandCode)}/consents`;
    let token = await this.accessToken();
    let answer = await this.post(path, consent, token.value);
    if (answer.status === 401) {
      // Revoked or expired early: one new token, one more try.
      this.forget(token);
      token = await this.accessToken();
      answer = await this.post(path, consent, token.value);
    }
    if (answer.status === 200 || answer.status === 201) {
      const transactionId = text(answer.body?.transactionId);
      if (!transactionId) throw new IysError("İYS answered without a transactionId", "unreachable");
      return { transactionId, creationDate: text(answer.body?.creationDate) };
    }
    throw refusal(answer);
  }

  /** The kept token while it lasts; one fetch for every caller that finds none. */
  private async accessToken(): Promise<Token> {
    const current = this.token;
    if (!current) return this.renew(null);
    const token = await current.catch(() => null);
    return token && token.until > this.now() ? token : this.renew(current);
  }

  /** A new token, unless another caller already replaced `stale` with one. */
  private renew(stale: Promise<Token> | null): Promise<Token> {
    if (this.token && this.token !== stale) return this.token;
    const fetching = this.fetchToken();
    this.token = fetching;
    fetching.catch(() => {
      if (this.token === fetching) this.token = null;
    });
    return fetching;
  }

  /** İYS no longer takes this token: the next call fetches another. */
  private forget(token: Token) {
    token.until = 0;
  }

  private async fetchToken(): Promise<Token> {
    const { username, password } = this.credentials;
    const startedAt = this.now();
    const answer = await this.post("/oauth2/token", {
      username,
      password,
      grant_type: "password",
    });
    const value = text(answer.body?.access_token);
    if (answer.status !== 200 || !value) {
      const reason = errorText(answer) || `HTTP ${answer.status}`;
      // Wrong credentials are the operator's to fix; the consents wait for it (and say why).
      throw new IysError(
        `İYS refused the API sign-in: ${reason}`,
        "unreachable",
        undefined,
        answer.status,
      );
    }
    const lifetimeS = Number(answer.body?.expires_in) || 0;
    // A minute's margin (or a tenth of a short lifetime) so that a token never expires mid-call.
    const margin = Math.min(60, lifetimeS / 10);
    return { value, until: startedAt + Math.max(0, lifetimeS - margin) * 1000 };
  }

  private async post(
    path: string,
    body: unknown,
    bearer?: string,
  ): Promise<{ status: number; body: Record<string, unknown> | null }> {
    const timeoutMs = this.options.timeoutMs ?? (Number(process.env.IYS_TIMEOUT_MS) || 15_000);
    let response: Response;
    try {
      response = await fetch(`${this.credentials.baseUrl}${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const name = error instanceof Error ? error.name : "";
      throw new IysError(
        name === "TimeoutError"
          ? "İYS did not answer in time"
          : `İYS could not be reached: ${error instanceof Error ? error.message : String(error)}`,
        "unreachable",
      );
    }
    let parsed: unknown = null;
    try {
      parsed = await response.json();
    } catch {
      // A proxy's error page, or an empty body: the status decides.
    }
    const record =
      parsed && typeof parsed === "object" && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : null;
    return { status: response.status, body: record };
  }

  private now() {
    return (this.options.now ?? Date.now)();
  }
}

/** An answer that is not a receipt, as an IysError. */
function refusal(answer: { status: number; body: Record<string, unknown> | null }): IysError {
  const first = firstError(answer.body);
  const message = errorText(answer) || `İYS answered HTTP ${answer.status}`;
  // 4xx with İYS's errors: the consent itself is refused (422 in İYS's documents, 400 for a
  // malformed body). Anything else (5xx, 429 too many requests, 401 twice, 4xx without İYS's
  // errors, a proxy's page) says nothing about the consent: it is tried again later.
  const permanent =
    answer.status >= 400 &&
    answer.status < 500 &&
    ![401, 408, 429].includes(answer.status) &&
    !!first;
  return new IysError(message, permanent ? "refused" : "unreachable", first?.code, answer.status);
}

function firstError(
  body: Record<string, unknown> | null,
): { code?: string; message: string } | null {
  const errors = body?.errors;
  if (!Array.isArray(errors) || errors.length === 0) return null;
  const first = errors[0] as Record<string, unknown>;
  return { code: text(first?.code) || undefined, message: text(first?.message) };
}

/** İYS's errors as one line: "H114 Alıcı (recipient) bulunamadı.; H113 …". */
function errorText(answer: { body: Record<string, unknown> | null }): string {
  const errors = answer.body?.errors;
  if (!Array.isArray(errors)) return text(answer.body?.message) || text(answer.body?.error);
  return errors
    .map((e: Record<string, unknown>) =>
      [text(e?.code), text(e?.message)].filter(Boolean).join(" "),
    )
    .filter(Boolean)
    .join("; ");
}

const text = (value: unknown) =>
  typeof value === "string" ? value : value == null ? "" : String(value);
