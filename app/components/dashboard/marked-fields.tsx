import type { ReactNode } from "react";
import { RequiredLegend, RequiredMarks } from "~/components/forms/required-mark";
import { useDashboardT } from "./use-dashboard-t";

/**
 * A dashboard form's fields with their required ones marked and the line that says what the
 * mark means above them (issue [17] point 4): the one way every dashboard form does it.
 */
export function MarkedFields({ children }: { children: ReactNode }) {
  const marks = useDashboardT().formMarks;
  return (
    <RequiredMarks>
      <RequiredLegend text={marks.legend} />
      {children}
    </RequiredMarks>
  );
}
