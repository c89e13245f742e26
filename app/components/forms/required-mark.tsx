import { createContext, useContext, type ReactNode } from "react";

/** Whether the labels below mark their required fields (the dashboards' forms do). */
const MarksRequired = createContext(false);

/**
 * Fields whose required ones are marked before anything is sent (issue [17] point 4). The mark is
 * for the eye; the inputs carry `required`, which screen readers announce and a browser without
 * our script enforces. The form says what the mark means (RequiredLegend).
 */
export function RequiredMarks({ children }: { children: ReactNode }) {
  return <MarksRequired.Provider value={true}>{children}</MarksRequired.Provider>;
}

/** The line at the top of a form that explains the mark. */
export function RequiredLegend({ text }: { text: string }) {
  return (
    <p className="required-legend">
      <span className="required-mark" aria-hidden="true">
        {"* "}
      </span>
      {text}
    </p>
  );
}

/**
 * The star after a required field's label, inside fields that mark them. Drawn by the stylesheet
 * (`.required-mark::after`), so that the label's text, and so the field's name, stays the label.
 */
export function RequiredMark({ required }: { required?: boolean }) {
  const marks = useContext(MarksRequired);
  if (!marks || !required) return null;
  return <span className="required-mark" aria-hidden="true" />;
}
