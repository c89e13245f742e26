import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { randomBytes, randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { iysDeadline } from "~/lib/business-days";
import { iysDateText, parseIysDate, type IysConsent } from "./client.server";

/**
 * A local stand-in for İYS (DESIGN.md §6), so that development and tests report consents
 * over real HTTP without İYS's sandbox: the token call and the single consent call as
 * dev.iys.org.tr documents them, refusing what İYS's rules refuse ("İzin Doğrulama Kuralları"),
 * and the status query. It keeps what it took, in memory: tests read it through the object,
 * a developer at GET {url}/emulator/consents.
 *
 * Error codes: H111, H113 and H114 with their messages are İYS's own (dev.iys.org.tr, "Tekil İzin
 * Ekleme", its 422 example). For the other refusals İYS documents the rule but publishes no code:
 * the emulator answers them with codes of its own, named EMU_…, never mistaken for İYS's. The
 * shop decides nothing on a code (reporter.server.ts reads the status and keeps the message).
 * The failed sign-in's shape is Keycloak's (İYS's token answer has Keycloak's refresh_expires_in):
 * inferred, not documented.
 */
export interface IysEmulatorOptions {
  credentials?: typeof EMULATOR_CREDENTIALS;
  port?: number;
  host?: string;
  /** Clock in ms, so tests can let a token expire or a consent grow old without waiting. */
  now?: () => number;
  /** Access token lifetime in seconds (İYS: 7200). */
  tokenLifetimeS?: number;
}

/** What the emulator recorded of one consent it took. */
export interface ReceivedConsent extends IysConsent {
  transactionId: string;
  creationDate: string;
  iysCode: string;
  brandCode: string;
}

export interface IysEmulator {
  url: string;
  close(): Promise<void>;
  /** Every consent it took, in order. */
  received(): ReceivedConsent[];
  /** How many tokens it handed out (password and refresh grants). */
  tokensIssued(): number;
  /** Test-only: the next `times` consent calls answer `status` (a 5xx İYS), or never (`hang`). */
  failConsents(times: number, how?: number | "hang"): void;
  /** Test-only: every token handed out so far stops working (İYS revoked them). */
  revokeTokens(): void;
}

/** The credentials the emulator and the shop share when no IYS_* is configured. */
export const EMULATOR_CREDENTIALS = {
  username: "local-iys-emulator",
  password: "local-iys-emulator-password",
  iysCode: "700001",
  brandCode: "700001",
} as const;

const RECIPIENT_TYPES = ["BIREYSEL", "TACIR"];
const TYPES = ["ARAMA", "MESAJ", "EPOSTA"];
const STATUSES = ["ONAY", "RET"];
/** İYS's consent sources (dev.iys.org.tr; ozgur-yalcin/iys lists the same). */
const SOURCES = [
  "HS_FIZIKSEL_ORTAM",
  "HS_ISLAK_IMZA",
  "HS_WEB",
  "HS_MESAJ",
  "HS_CAGRI_MERKEZI",
  "HS_MOBIL",
  "HS_EPOSTA",
  "HS_EORTAM",
  "HS_SOSYAL_MEDYA",
  "HS_ETKINLIK",
  "HS_2015",
  "HS_ATM",
  "HS_KARAR",
];
/** İYS takes no consent dated before the law's start. */
const EARLIEST = "2015-05-01 00:00:00";
const MAX_BODY_BYTES = 100_000;

interface IysErrorItem {
  code: string;
  location: string[];
  message: string;
}

const ERRORS = {
  // İYS's own (dev.iys.org.tr, Tekil İzin Ekleme).
  type: { code: "H111", message: "İzin tipi (type) bulunamadı." },
  source: { code: "H113", message: "İzin kaynağı (source) bulunamadı." },
  recipient: { code: "H114", message: "Alıcı (recipient) bulunamadı." },
  // The emulator's own codes for rules İYS documents without a public code (İzin Doğrulama Kuralları).
  recipientType: { code: "EMU_RECIPIENT_TYPE", message: "Alıcı tipi (recipientType) bulunamadı." },
  status: { code: "EMU_STATUS", message: "İzin durumu (status) bulunamadı." },
  consentDate: {
    code: "EMU_CONSENT_DATE",
    message: "İzin tarihi (consentDate) YYYY-MM-DD HH:mm:ss biçiminde olmalıdır.",
  },
  tooEarly: {
    code: "EMU_BEFORE_2015",
    message: "İzin tarihi 2015-05-01 00:00:00 öncesi olamaz.",
  },
  future: { code: "EMU_FUTURE_DATE", message: "İzin tarihi ileri bir tarih ve saat olamaz." },
  tooOld: {
    code: "EMU_OLDER_THAN_3_BUSINESS_DAYS",
    message: "İzin tarihi, yükleme anından en fazla 3 iş günü geride olabilir.",
  },
  notAfterCurrent: {
    code: "EMU_NOT_AFTER_CURRENT",
    message: "Yeni eklenen iznin tarihi, mevcut iznin tarihinden ileride olmalıdır.",
  },
  firstRet: {
    code: "EMU_FIRST_STATUS_RET",
    message: "İlk defa kaydedilen bir alıcı için izin durumu RET olamaz.",
  },
  sameStatus: {
    code: "EMU_SAME_STATUS",
    message: "Onaylı bir adrese tekrar onay, ret kaydı bulunan bir adrese tekrar ret eklenemez.",
  },
} as const;

interface Current {
  status: string;
  consentDate: string;
}

export async function startIysEmulator(options: IysEmulatorOptions = {}): Promise<IysEmulator> {
  const credentials = options.credentials ?? EMULATOR_CREDENTIALS;
  const now = options.now ?? Date.now;
  const lifetimeS = options.tokenLifetimeS ?? 7200;
  const host = options.host ?? "127.0.0.1";
  /** access token → its end, in ms; refresh token → its end. */
  const accessTokens = new Map<string, number>();
  const refreshTokens = new Map<string, number>();
  let issued = 0;
  const received: ReceivedConsent[] = [];
  /** The register: brandCode|recipientType|type|recipient → its last consent. */
  const register = new Map<string, Current>();
  const failing: { times: number; how: number | "hang" } = { times: 0, how: 500 };
  const hanging = new Set<ServerResponse>();

  const issue = () => {
    issued++;
    const access = randomBytes(24).toString("base64url");
    const refresh = randomBytes(24).toString("base64url");
    accessTokens.set(access, now() + lifetimeS * 1000);
    refreshTokens.set(refresh, now() + 2 * lifetimeS * 1000);
    return {
      access_token: access,
      refresh_token: refresh,
      expires_in: lifetimeS,
      refresh_expires_in: 2 * lifetimeS,
      token_type: "bearer",
    };
  };

  const token = (body: Record<string, unknown>) => {
    if (body.grant_type === "password") {
      if (body.username === credentials.username && body.password === credentials.password)
        return { status: 200, body: issue() };
    } else if (body.grant_type === "refresh_token") {
      const until = refreshTokens.get(String(body.refresh_token));
      if (until && until > now()) {
        refreshTokens.delete(String(body.refresh_token));
        return { status: 200, body: issue() };
      }
    } else {
      return {
        status: 400,
        body: { error: "unsupported_grant_type", error_description: "Unsupported grant_type" },
      };
    }
    return {
      status: 401,
      body: { error: "invalid_grant", error_description: "Invalid user credentials" },
    };
  };

  const signedIn = (request: IncomingMessage) => {
    const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? "")?.[1];
    const until = bearer ? accessTokens.get(bearer) : undefined;
    return !!until && until > now();
  };

  const keyOf = (brandCode: string, c: Record<string, unknown>) =>
    [brandCode, c.recipientType, c.type, String(c.recipient).trim().toLowerCase()].join("|");

  /** İYS's field checks, every failing field at once (as its 422 example lists three). */
  const fieldErrors = (c: Record<string, unknown>): IysErrorItem[] => {
    const errors: IysErrorItem[] = [];
    const add = (field: string, error: { code: string; message: string }) =>
      errors.push({ location: [field], ...error });
    const recipient = typeof c.recipient === "string" ? c.recipient.trim() : "";
    const isEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(recipient);
    const isPhone = /^\+90\d{10}$/.test(recipient);
    if (!(c.type === "EPOSTA" ? isEmail : isPhone)) add("recipient", ERRORS.recipient);
    if (!TYPES.includes(String(c.type))) add("type", ERRORS.type);
    if (!RECIPIENT_TYPES.includes(String(c.recipientType)))
      add("recipientType", ERRORS.recipientType);
    // A trader's consent may come without source and date (İzin Doğrulama Kuralları).
    const trader = c.recipientType === "TACIR";
    if (!(trader && c.source === undefined) && !SOURCES.includes(String(c.source)))
      add("source", ERRORS.source);
    if (!STATUSES.includes(String(c.status))) add("status", ERRORS.status);
    if (!(trader && c.consentDate === undefined) && !parseIysDate(c.consentDate))
      add("consentDate", ERRORS.consentDate);
    return errors;
  };

  /** The rules against the register and the clock, once the fields are sound. */
  const ruleErrors = (c: Record<string, unknown>, current: Current | undefined): IysErrorItem[] => {
    const rule = (field: string, error: { code: string; message: string }) => [
      { location: [field], ...error },
    ];
    const dateText = typeof c.consentDate === "string" ? c.consentDate : null;
    const date = dateText ? parseIysDate(dateText)! : null;
    if (dateText && date) {
      if (dateText < EARLIEST) return rule("consentDate", ERRORS.tooEarly);
      if (date.getTime() > now()) return rule("consentDate", ERRORS.future);
      if (iysDeadline(date).getTime() < now()) return rule("consentDate", ERRORS.tooOld);
      if (current && dateText <= current.consentDate)
        return rule("consentDate", ERRORS.notAfterCurrent);
    }
    if (!current && c.status === "RET") return rule("status", ERRORS.firstRet);
    if (current && current.status === c.status) return rule("status", ERRORS.sameStatus);
    return [];
  };

  const addConsent = (iysCode: string, brandCode: string, c: Record<string, unknown>) => {
    if (iysCode !== credentials.iysCode || brandCode !== credentials.brandCode) {
      return {
        status: 403,
        body: {
          errors: [
            {
              code: "EMU_BRAND",
              location: ["brandCode"],
              message: "Bu İYS numarası ve marka için yetkiniz yok.",
            },
          ],
        },
      };
    }
    const key = keyOf(brandCode, c);
    const errors = fieldErrors(c);
    if (!errors.length) errors.push(...ruleErrors(c, register.get(key)));
    if (errors.length) return { status: 422, body: { errors } };
    const consent = c as unknown as IysConsent;
    const receipt = { transactionId: randomUUID(), creationDate: iysDateText(new Date(now())) };
    register.set(key, { status: consent.status, consentDate: consent.consentDate });
    received.push({
      recipient: consent.recipient,
      recipientType: consent.recipientType,
      source: consent.source,
      status: consent.status,
      type: consent.type,
      consentDate: consent.consentDate,
      ...receipt,
      iysCode,
      brandCode,
    });
    return { status: 200, body: receipt };
  };

  /** İYS's status query: the register's answer for one address. */
  const status = (brandCode: string, c: Record<string, unknown>) => {
    const current = register.get(keyOf(brandCode, c));
    if (!current)
      return { status: 404, body: { errors: [{ ...ERRORS.recipient, location: ["recipient"] }] } };
    return {
      status: 200,
      body: {
        recipient: c.recipient,
        recipientType: c.recipientType,
        type: c.type,
        status: current.status,
        consentDate: current.consentDate,
      },
    };
  };

  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
    response.end(JSON.stringify(body));
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) request.destroy();
      else chunks.push(chunk);
    });
    request.on("end", () => {
      const path = new URL(request.url ?? "/", "http://emulator").pathname;
      if (request.method === "GET" && path === "/emulator/consents")
        return answer(response, 200, { consents: received });
      if (request.method !== "POST") return answer(response, 405, { error: "method not allowed" });
      let body: Record<string, unknown>;
      try {
        const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
        if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new Error();
        body = parsed as Record<string, unknown>;
      } catch {
        return answer(response, 400, { errors: [{ code: "EMU_JSON", message: "Geçersiz JSON." }] });
      }
      if (path === "/oauth2/token") {
        const { status: code, body: out } = token(body);
        return answer(response, code, out);
      }
      const consents = /^\/sps\/([^/]+)\/brands\/([^/]+)\/consents(\/status)?$/.exec(path);
      if (!consents) return answer(response, 404, { error: "not found" });
      if (!signedIn(request))
        return answer(response, 401, { error: "unauthorized", error_description: "Invalid token" });
      const [, iysCode, brandCode, isStatus] = consents.map((part) =>
        decodeURIComponent(part ?? ""),
      );
      if (isStatus) {
        const out = status(brandCode!, body);
        return answer(response, out.status, out.body);
      }
      if (failing.times > 0) {
        failing.times--;
        if (failing.how === "hang") {
          hanging.add(response);
          return;
        }
        return answer(response, failing.how, {
          errors: [{ code: "EMU_DOWN", message: "Sistem hatası." }],
        });
      }
      const out = addConsent(iysCode!, brandCode!, body);
      return answer(response, out.status, out.body);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    received: () => received.map((c) => ({ ...c })),
    tokensIssued: () => issued,
    failConsents: (times, how = 500) => {
      failing.times = times;
      failing.how = how;
    },
    revokeTokens: () => accessTokens.clear(),
  };
}
