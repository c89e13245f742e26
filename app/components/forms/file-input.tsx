import { useState, type ChangeEvent, type ReactNode } from "react";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { useLang } from "~/components/i18n";
import { refusalText, refusedFiles, type UploadLimits } from "~/lib/upload-limits";
import { FieldErrors } from "./field";

/**
 * A file field checked against its route's own limits (the module's `uploadLimits`). With
 * JavaScript a file over them is taken out of the field as soon as it is chosen and named under
 * it, so nothing too big is ever sent and nothing typed is lost; without, the server answers the
 * same message on the form it draws again (`errors`). The files chosen in the form's other file
 * fields count towards the number and total.
 */
export function FileInput(props: {
  id: string;
  name: string;
  limits: UploadLimits;
  accept: string;
  multiple?: boolean;
  required?: boolean;
  /** The hint's id, for aria-describedby. */
  hintId?: string;
  /** The server's refusal of what was sent last. */
  errors?: string[];
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The hint, drawn between the input and its errors. */
  children?: ReactNode;
}) {
  const { id, name, limits, accept, multiple, required, hintId, errors, onChange, children } =
    props;
  const texts = useDashboardT().uploads;
  const lang = useLang();
  // Once a file is chosen again, the server's message was about files no longer in the field.
  const [own, setOwn] = useState<string[] | null>(null);
  const shown = own ?? errors ?? [];
  const errorId = `${id}-error`;

  const check = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const taken = { count: 0, bytes: 0 };
    for (const other of input.form?.querySelectorAll<HTMLInputElement>('input[type="file"]') ?? [])
      if (other !== input)
        for (const file of other.files ?? []) {
          taken.count++;
          taken.bytes += file.size;
        }
    const picked = [...(input.files ?? [])];
    const refused = refusedFiles(limits, name, picked, taken);
    if (refused.length) {
      const kept = new DataTransfer();
      for (const file of picked)
        if (!refused.some((r) => r.name === file.name)) kept.items.add(file);
      input.files = kept.files;
    }
    setOwn(refused.map((r) => refusalText(texts, lang, limits.kind, r)));
    onChange?.(event);
  };

  return (
    <>
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        multiple={multiple}
        required={required}
        onChange={check}
        aria-invalid={shown.length ? true : undefined}
        aria-describedby={
          [hintId, shown.length ? errorId : null].filter(Boolean).join(" ") || undefined
        }
      />
      {children}
      <FieldErrors id={errorId} errors={shown} />
    </>
  );
}
