/**
 * The emulator's two origins are one server under the two loopback names: the API and the card
 * pages answer at 127.0.0.1, the static files at localhost (or the other way round). So an app
 * process that knows only the API's address (IYZICO_BASE_URL, a shared emulator) knows both.
 */
export function staticOriginOf(apiUrl: string): string {
  const url = new URL(apiUrl);
  url.hostname = url.hostname === "localhost" ? "127.0.0.1" : "localhost";
  return url.origin;
}
