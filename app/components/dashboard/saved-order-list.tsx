import { useFetcher } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { SortableList, type SortableListProps } from "./sortable-list";

/**
 * A list the admin puts in order (the gallery's pictures, the home slider). Without JavaScript a
 * plain ordered list whose items carry their own up/down forms; with it, dragged by a handle and
 * saved at once through the page's own action (`intent=reorder`, the ids comma-joined, answered
 * `{ saved }`), with a status line that says whether it was.
 */
export function SavedOrderList<T extends { id: string }>({
  items,
  className,
  texts,
  handleLabel,
  renderItem,
}: {
  items: T[];
  className: string;
  texts: {
    dragHint: string;
    announce: SortableListProps<T>["announce"];
    orderSaved: string;
    orderFailed: string;
  };
  handleLabel: SortableListProps<T>["handleLabel"];
  /** An item, with its drag handle once JavaScript runs. */
  renderItem: (item: T, index: number, handle?: ReactNode) => ReactNode;
}) {
  const fetcher = useFetcher<{ saved?: boolean }>();
  const [order, setOrder] = useState(items);
  const [live, setLive] = useState(false);
  // The server's order again whenever it changes (a save, an upload, a removal).
  useEffect(() => setOrder(items), [items]);
  // Dragging needs JavaScript: rendered only once it runs (the server's markup has none of it).
  useEffect(() => setLive(true), []);

  if (!live)
    return (
      <ol className={className}>
        {order.map((item, i) => (
          <li key={item.id} data-id={item.id}>
            {renderItem(item, i)}
          </li>
        ))}
      </ol>
    );
  return (
    <>
      <p className="hint">{texts.dragHint}</p>
      <SortableList
        className={className}
        items={order}
        instructions={texts.dragHint}
        announce={texts.announce}
        handleLabel={handleLabel}
        onReorder={(ids) => {
          setOrder(ids.map((id) => order.find((item) => item.id === id)!));
          fetcher.submit({ intent: "reorder", order: ids.join(",") }, { method: "post" });
        }}
        renderItem={renderItem}
      />
      <p role="status" className="hint">
        {fetcher.state === "idle" && fetcher.data
          ? fetcher.data.saved
            ? texts.orderSaved
            : texts.orderFailed
          : ""}
      </p>
    </>
  );
}
