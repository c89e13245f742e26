import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ReactNode } from "react";

export interface SortableListProps<T extends { id: string }> {
  items: T[];
  /** Called with the ids in their new order as soon as an item is dropped elsewhere. */
  onReorder: (ids: string[]) => void;
  /** The accessible name of an item's drag handle. */
  handleLabel: (item: T, index: number) => string;
  /** What dnd-kit's screen reader instructions say (the page's language). */
  instructions: string;
  /** What the live region says as an item is lifted, moved, dropped ({n}: its place, from 1). */
  announce: { picked: string; over: string; dropped: string; cancelled: string };
  renderItem: (item: T, index: number, handle: ReactNode) => ReactNode;
  className?: string;
}

/**
 * A list reordered by dragging an item's handle with a pointer, or with the keyboard (focus the
 * handle, space to lift, arrows to move, space to drop), with dnd-kit. Pages render it only once
 * JavaScript runs; without it they show the same items with up/down buttons.
 */
export function SortableList<T extends { id: string }>({
  items,
  onReorder,
  handleLabel,
  instructions,
  announce,
  renderItem,
  className,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const place = (text: string, id: string | number | undefined) =>
    text.replace("{n}", String(ids.indexOf(String(id)) + 1));
  function dropped({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{
        screenReaderInstructions: { draggable: instructions },
        announcements: {
          onDragStart: ({ active }) => place(announce.picked, active.id),
          // Not over itself (said as it is lifted): the picked-up message stays until it moves.
          onDragOver: ({ active, over }) =>
            over && over.id !== active.id ? place(announce.over, over.id) : undefined,
          onDragEnd: ({ over }) => (over ? place(announce.dropped, over.id) : announce.cancelled),
          onDragCancel: () => announce.cancelled,
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className={className}>
          {items.map((item, i) => (
            <SortableItem key={item.id} id={item.id} label={handleLabel(item, i)}>
              {(handle) => renderItem(item, i, handle)}
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  const handle = (
    <button
      type="button"
      className="drag-handle"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={label}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      data-id={id}
      className={isDragging ? "is-dragging" : undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      {children(handle)}
    </li>
  );
}
