import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import { useContext } from "react";
import { ZodMessagesContext } from "./zod-messages-context";
import { formConstraint } from "./constraint";

/**
 * Conform's form state for one zod schema: the same schema the action parses, checked in the
 * browser on blur and again on input once a field has shown an error; zod's own messages in the
 * page's language, as the server's parse gives them.
 */
export function useValidatedForm<Schema extends z.ZodTypeAny>(
  schema: Schema,
  options: {
    id?: string;
    lastResult?: SubmissionResult<string[]> | null;
    defaultValue?: Partial<Record<keyof z.input<Schema>, unknown>>;
  } = {},
) {
  const errorMap = useContext(ZodMessagesContext);
  return useForm<z.input<Schema>>({
    ...options,
    defaultValue: options.defaultValue as never,
    constraint: formConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema, errorMap }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
}
