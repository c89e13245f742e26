import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [{ title: "Bare Remix" }];

export default function Index() {
  return (
    <main>
      <h1>Bare Remix</h1>
      <p>
        A static page: the baseline the shop&apos;s server-rendering throughput is compared with.
      </p>
    </main>
  );
}
