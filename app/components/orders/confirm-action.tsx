import { Form } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * A destructive button behind a second one: the first opens a <details> that asks, the second
 * posts `intent` (and the hidden fields). Works the same without JavaScript.
 */
export function ConfirmAction({
  action,
  label,
  question,
  confirm,
  intent,
  fields = {},
  children,
}: {
  action: string;
  label: string;
  question: string;
  confirm: string;
  intent: string;
  fields?: Record<string, string>;
  children?: ReactNode;
}) {
  return (
    <details className="confirm-action">
      <summary className="link-button">{label}</summary>
      <div className="confirm-action-body">
        <p>{question}</p>
        {children}
        <Form method="post" action={action} className="inline-form">
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" name="intent" value={intent} className="button button-danger">
            {confirm}
          </button>
        </Form>
      </div>
    </details>
  );
}
