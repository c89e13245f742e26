import { useEffect, useRef, useState, type ComponentType } from "react";
import type { Editor } from "@tiptap/react";
import { RequiredMark } from "~/components/forms/required-mark";
import type { RichTextEditor, RichTextTexts } from "./rich-text-editor";

type EditorComponent = typeof RichTextEditor;

/**
 * A rich-text field (a blog body): a plain `<textarea>` of HTML that posts without JavaScript;
 * with it, the tiptap editor (rich-text-editor.tsx, its own chunk, fetched only by pages that
 * show this field) is laid over it and keeps the textarea's value in sync. The server sanitises
 * whatever comes, editor or not.
 */
export function RichTextField({
  id,
  name,
  label,
  defaultValue,
  error,
  hint,
  texts,
  onEditor,
  required,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
  hint?: string;
  texts: RichTextTexts;
  onEditor?: (editor: Editor) => void;
  /** Marked (in a form that marks them), and enforced by a browser while the textarea shows. */
  required?: boolean;
}) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [Loaded, setLoaded] = useState<EditorComponent | null>(null);
  useEffect(() => {
    let live = true;
    void import("./rich-text-editor").then((m) => {
      if (live) setLoaded(() => m.RichTextEditor);
    });
    return () => {
      live = false;
    };
  }, []);
  const Shown = Loaded as ComponentType<Parameters<EditorComponent>[0]> | null;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ");
  return (
    <div className={`field rich-text${error ? " has-error" : ""}`}>
      <label htmlFor={id} id={`${id}-label`}>
        {label}
        <RequiredMark required={required} />
      </label>
      {Shown ? (
        <Shown
          textarea={textarea}
          labelledBy={`${id}-label`}
          describedBy={describedBy || undefined}
          texts={texts}
          invalid={!!error}
          onReady={onEditor}
        />
      ) : null}
      <textarea
        ref={textarea}
        id={id}
        name={name}
        defaultValue={defaultValue}
        rows={12}
        hidden={!!Shown}
        // A hidden textarea cannot take the browser's message: the editor's is checked on the server.
        required={required && !Shown}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? (
        <p className="hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <ul id={errorId} className="field-errors">
          <li>{error}</li>
        </ul>
      ) : null}
    </div>
  );
}
