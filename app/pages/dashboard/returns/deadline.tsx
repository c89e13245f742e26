import { useDeskT } from "./use-desk-t";
import { fmt } from "~/lib/i18n";

/** An open request's legal refund deadline in words: days left, the last day, or overdue. */
export function Deadline({
  deadline,
}: {
  deadline: { open: boolean; left: number; overdue: boolean };
}) {
  const t = useDeskT();
  if (!deadline.open) return null;
  if (deadline.overdue)
    return (
      <span className="return-deadline return-overdue">
        {fmt(t.overdue, { n: Math.max(1, 1 - deadline.left) })}
      </span>
    );
  return (
    <span className="return-deadline">
      {deadline.left <= 1 ? t.lastDay : fmt(t.daysLeft, { n: deadline.left })}
    </span>
  );
}
