/** The request header server.ts puts the client's address in, over any the client sent. */
export const CLIENT_ADDRESS_HEADER = "x-shop-client-ip";

/**
 * The client address server.ts decided for this request (app/edge/client-address.server.ts), for
 * the rate limits, the captcha check and the session record.
 */
export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) ?? "";
}
