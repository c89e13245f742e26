import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import type { z, ZodTypeAny } from "zod";
import type { PublicUser } from "~/models/user.server";
import type { Role } from "~/lib/roles";
import { answerOf, queryInput } from "~/schemas/api";
import { allowOnly, notFoundJson } from "./answers.server";
import { firstIssue, readApiBody } from "./body.server";
import { requireStaffCall } from "./staff-calls.server";
import { log } from "~/log/log.server";
import {
  isDatabaseUnavailable,
  SERVER_ERROR,
  unavailableJson,
  unavailableReason,
} from "~/http/unavailable.server";
import { apiBotCheck } from "./bot-check.server";
import { requireApiRole, requireApiUser } from "~/http/auth.server";

/**
 * One /api route, declared: the methods it takes and, for each, who may call it, the zod schemas
 * of its path parameters, query string and body, and its handler, which gets the parsed values
 * (and nothing unparsed but the request itself).
 *
 *     export const loader = apiRoute({
 *       POST: {
 *         params: z.object({ cartId: idParam("cartId") }),
 *         body: ApiCartProductSchema(messages.en.cart),
 *         handler: async ({ params, body }) => ok({ success: true }),
 *       },
 *     });
 *     export const action = loader;
 *
 * One function answers every method, as the route's loader (GET, HEAD) and action (the rest).
 * Each refusal is JSON `{ error }` (DESIGN.md §5), checked in this order:
 * 1. a dashboard call its caller may not make: 401, 403 (apiHandler, staff-calls.server.ts);
 * 2. the route's `path` not parsing: 404 `Not found.`, whatever the method;
 * 3. a method not declared: 405 with `Allow` (OPTIONS: 204 with `Allow`; a route that declares
 *    none: 404 to every method);
 * 4. `auth`: 401, 403;
 * 5. `params`: 400 or the status its schema gives;
 * 6. `scope`: the 403 of a record the caller may not touch, so that another merchant's brand is
 *    refused whatever the body says, as with a good one (the picture calls also answer a
 *    missing product's 404 there, before a large upload is read);
 * 7. `query`, then `body` (unreadable 400 or 415, `botCheck` 400, its schema): 400 naming the
 *    field, `quantity: Quantity may not be greater than 6.`, or the status and text a schema
 *    gives with `answerAs` (app/schemas/api.ts).
 */

export const API_METHODS = ["GET", "POST", "PUT", "DELETE"] as const;
export type ApiMethod = (typeof API_METHODS)[number];

/**
 * Who may call: `member` a signed-in user (else 401); roles, one of them (401, 403); `visitor`
 * anyone, the user when signed in, but a session id that names no session any more is a 401, so
 * that the client signs in again rather than acting as a guest. Without `auth`, the handler
 * learns nothing of the caller from here.
 */
export type ApiAuth = "member" | "visitor" | readonly Role[];

type UserOf<A> = A extends "visitor"
  ? PublicUser | null
  : A extends "member" | readonly Role[]
    ? PublicUser
    : undefined;

type Out<S> = S extends ZodTypeAny ? z.output<S> : undefined;
type Merged<R, P> = (R extends ZodTypeAny ? z.output<R> : unknown) &
  (P extends ZodTypeAny ? z.output<P> : unknown);

export interface ApiCall<R, P, Q, B, A> {
  request: Request;
  context: AppLoadContext;
  /** The path's parameters: the route's `path` and the method's `params`, parsed. */
  params: Merged<R, P>;
  query: Out<Q>;
  body: Out<B>;
  user: UserOf<A>;
}

export interface ApiMethodDeclaration<R, P, Q, B, A> {
  auth?: A;
  params?: P;
  query?: Q;
  body?: B;
  /** The anonymous forms' honeypot and CAPTCHA, on the body as sent, before its schema. */
  botCheck?: boolean;
  /** A body that cannot be read is read as `{}` (a callback that must answer its page anyway). */
  unreadableBody?: "empty";
  /**
   * Whether the caller may touch the record the path names: throws its JSON refusal (403)
   * before the query and body are parsed or read. The handler's operation still carries the
   * scope in its own query: this decides which refusal comes first, not what is written.
   */
  scope?: (
    call: Pick<ApiCall<R, P, Q, B, A>, "request" | "context" | "params" | "user">,
  ) => Promise<void>;
  handler: (call: ApiCall<R, P, Q, B, A>) => Promise<Response> | Response;
}

type Schema = ZodTypeAny | undefined;
type Auth = ApiAuth | undefined;
type Declared<R, P, Q, B, A> = ApiMethodDeclaration<R, P, Q, B, A> | undefined;

export interface ApiRouteDeclaration<
  R extends Schema,
  GP extends Schema,
  GQ extends Schema,
  GA extends Auth,
  PP extends Schema,
  PQ extends Schema,
  PB extends Schema,
  PA extends Auth,
  UP extends Schema,
  UQ extends Schema,
  UB extends Schema,
  UA extends Auth,
  DP extends Schema,
  DQ extends Schema,
  DB extends Schema,
  DA extends Auth,
> {
  /**
   * Parameters that make the address one of the route's at all (`/api/{resource}` for a resource
   * the shop has): checked before the method, so that an unknown address answers 404, not 405.
   */
  path?: R;
  GET?: Declared<R, GP, GQ, undefined, GA>;
  POST?: Declared<R, PP, PQ, PB, PA>;
  PUT?: Declared<R, UP, UQ, UB, UA>;
  DELETE?: Declared<R, DP, DQ, DB, DA>;
}

type RouteArgs = LoaderFunctionArgs | ActionFunctionArgs;

/** A route module's loader or action, with the methods its route declares. */
export type DeclaredApiFunction = ((args: RouteArgs) => Promise<Response>) & {
  /** The declared methods (HEAD goes with GET): what the access matrix plays. */
  readonly methods: readonly ApiMethod[];
};

/** Throws the answer to a schema's first issue: its `answerAs`, else 400 `field: message`. */
function refuse(issues: z.ZodIssue[]): never {
  const answer = issues[0] && answerOf(issues[0]);
  if (answer) throw Response.json({ error: answer.error }, { status: answer.status });
  throw Response.json({ error: firstIssue(issues) }, { status: 400 });
}

async function parse(schema: ZodTypeAny | undefined, input: unknown): Promise<unknown> {
  if (!schema) return undefined;
  const result = await schema.safeParseAsync(input);
  if (!result.success) refuse(result.error.issues);
  return result.data;
}

async function caller(context: AppLoadContext, auth: ApiAuth | undefined) {
  if (auth === undefined) return undefined;
  if (auth === "member") return requireApiUser(context);
  if (auth === "visitor") {
    const user = await context.user();
    if (!user && context.sessionId) {
      throw Response.json({ error: "Unauthorized" }, { status: 401 });
    }
    return user;
  }
  return requireApiRole(context, [...auth]);
}

async function body(
  request: Request,
  declared: ApiMethodDeclaration<never, never, never, never, never>,
) {
  if (!declared.body) return undefined;
  let raw: Record<string, unknown>;
  try {
    raw = await readApiBody(request);
  } catch (refusal) {
    if (declared.unreadableBody !== "empty") throw refusal;
    raw = {};
  }
  if (declared.botCheck) await apiBotCheck(request, raw);
  return parse(declared.body, raw);
}

export function apiRoute<
  R extends Schema = undefined,
  GP extends Schema = undefined,
  GQ extends Schema = undefined,
  GA extends Auth = undefined,
  PP extends Schema = undefined,
  PQ extends Schema = undefined,
  PB extends Schema = undefined,
  PA extends Auth = undefined,
  UP extends Schema = undefined,
  UQ extends Schema = undefined,
  UB extends Schema = undefined,
  UA extends Auth = undefined,
  DP extends Schema = undefined,
  DQ extends Schema = undefined,
  DB extends Schema = undefined,
  DA extends Auth = undefined,
>(
  route: ApiRouteDeclaration<R, GP, GQ, GA, PP, PQ, PB, PA, UP, UQ, UB, UA, DP, DQ, DB, DA>,
): DeclaredApiFunction {
  const methods = API_METHODS.filter((m) => route[m]);
  const allow = methods.flatMap((m) => (m === "GET" ? ["GET", "HEAD"] : [m])).join(", ");
  const answer = apiHandler(async ({ request, params, context }) => {
    if (methods.length === 0) return notFoundJson();
    const path = route.path ? await route.path.safeParseAsync(params) : null;
    if (path && !path.success) return notFoundJson();
    // What a client may send here, and nothing run (no CORS: the API is the shop's own origin's).
    if (request.method === "OPTIONS")
      return new Response(null, { status: 204, headers: { Allow: allow } });
    const method = request.method === "HEAD" ? "GET" : request.method;
    const declared = route[method as ApiMethod] as
      ApiMethodDeclaration<never, never, never, never, never> | undefined;
    if (!declared) return allowOnly(allow);
    const user = await caller(context, declared.auth);
    const own = (await parse(declared.params, params)) as object | undefined;
    const parsed = { ...path?.data, ...own } as never;
    await declared.scope?.({ request, context, params: parsed, user: user as never });
    const query = await parse(declared.query, queryInput(new URL(request.url).searchParams));
    return declared.handler({
      request,
      context,
      params: parsed,
      query: query as never,
      body: (await body(request, declared)) as never,
      user: user as never,
    });
  });
  return Object.assign(answer, { methods }) as DeclaredApiFunction;
}

/**
 * Wraps a loader or action so that whatever happens the client gets JSON: thrown Responses
 * (apiError, found, a declared route's refusals) pass through; a database outage is a 503 with Retry-After
 * (app/http/unavailable.server.ts); anything else is logged and becomes a 500 `{ error }`.
 * A dashboard call (app/api/staff-calls.server.ts) is refused first to a caller without the role.
 */
function apiHandler(
  fn: (args: LoaderFunctionArgs | ActionFunctionArgs) => Promise<Response> | Response,
) {
  return async (args: LoaderFunctionArgs | ActionFunctionArgs): Promise<Response> => {
    try {
      await requireStaffCall(args.request, args.context);
      return await fn(args);
    } catch (error) {
      if (error instanceof Response) return error;
      if (isDatabaseUnavailable(error)) {
        const path = new URL(args.request.url).pathname;
        log.warn({ path, reason: unavailableReason(error) }, "database unavailable");
        return unavailableJson();
      }
      log.error(
        { err: error, method: args.request.method, path: new URL(args.request.url).pathname },
        "api call failed",
      );
      return Response.json({ error: SERVER_ERROR }, { status: 500 });
    }
  };
}
