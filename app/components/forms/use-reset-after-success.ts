import { useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * Empties a form once its submission has gone through (spec 000 §4: forms reset after success).
 * A refused submission comes back as action data, so a finished submission without any is a
 * success (it redirected). The native reset also resets Conform's state.
 */
export function useResetAfterSuccess(formId: string, lastResult: unknown) {
  const state = useNavigation().state;
  const submitted = useRef(false);
  useEffect(() => {
    if (state === "submitting") submitted.current = true;
    else if (state === "idle" && submitted.current) {
      submitted.current = false;
      if (!lastResult) (document.getElementById(formId) as HTMLFormElement | null)?.reset();
    }
  }, [state, lastResult, formId]);
}
