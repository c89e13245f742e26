import { useFetchers } from "@remix-run/react";
import { useRootData } from "~/components/i18n";
import type { Lang } from "~/lib/i18n";

/**
 * Every cart change made with JavaScript goes through a fetcher keyed by its product, so the
 * product page's button, the mini-cart's remove and the header's badge all see the same pending
 * change and agree while it is on its way.
 */
const PREFIX = "cart:";
export const cartFetcherKey = (productId: string) => `${PREFIX}${productId}`;

type RootCart = ReturnType<typeof useRootData>["cart"];
type Line = RootCart["lines"][number];

export interface PendingCartChange {
  productId: string;
  intent: "add" | "remove";
  quantity: number;
  /** What the mini-cart shows of a product it has no line for yet (sent by the add form). */
  name: string;
  nameLang: Lang;
  slug: string;
  imageUrl: string | null;
}

export function usePendingCartChanges(): PendingCartChange[] {
  return useFetchers().flatMap((f) => {
    const form = f.formData;
    if (!f.key.startsWith(PREFIX) || !form) return [];
    const intent = form.get("intent");
    if (intent !== "add" && intent !== "remove") return [];
    const str = (name: string) => String(form.get(name) ?? "");
    return [
      {
        productId: f.key.slice(PREFIX.length),
        intent,
        quantity: Math.max(1, Math.floor(Number(str("quantity"))) || 1),
        name: str("name"),
        nameLang: str("nameLang") === "en" ? "en" : "tr",
        slug: str("slug"),
        imageUrl: str("imageUrl") || null,
      },
    ];
  });
}

export type OptimisticLine = Omit<Line, "unitPrice" | "lineTotal"> & {
  unitPrice: number | null;
  /** Unknown until the server has priced the change. */
  lineTotal: number | null;
  pending: boolean;
};

/**
 * The root loader's cart with the changes still on their way already applied: a removed line is
 * gone, an added one is there (within its stock when known), and the count follows at once. The
 * totals stay the server's until it answers (`pending` says they are about to change).
 */
export function useOptimisticCart(): Omit<RootCart, "lines"> & {
  lines: OptimisticLine[];
  pending: boolean;
} {
  const { cart } = useRootData();
  const changes = usePendingCartChanges();
  const lines: OptimisticLine[] = cart.lines.map((l) => ({ ...l, pending: false }));
  if (changes.length === 0) return { ...cart, lines, pending: false };
  for (const c of changes) {
    const at = lines.findIndex((l) => l.productId === c.productId);
    if (c.intent === "remove") {
      if (at >= 0) lines.splice(at, 1);
    } else if (at >= 0) {
      const l = lines[at];
      lines[at] = {
        ...l,
        quantity: Math.min(l.quantity + c.quantity, l.stock),
        lineTotal: null,
        pending: true,
      };
    } else {
      lines.push({
        productId: c.productId,
        slug: c.slug,
        name: c.name,
        nameLang: c.nameLang,
        imageUrl: c.imageUrl,
        delivery: null,
        deliveryLang: "tr",
        quantity: c.quantity,
        stock: c.quantity,
        unitPrice: null,
        lineTotal: null,
        matched: false,
        pending: true,
      });
    }
  }
  return {
    ...cart,
    lines,
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    pending: true,
  };
}
