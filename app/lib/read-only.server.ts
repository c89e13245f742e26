/**
 * The answer of a file the shop only serves (robots.txt, the sitemaps) to a POST, PUT or DELETE:
 * 405 with what it takes, instead of Remix's JSON "Unexpected Server Error" and an error in the log.
 */
export function readOnly(): Response {
  return new Response("Method Not Allowed", {
    status: 405,
    headers: { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" },
  });
}
