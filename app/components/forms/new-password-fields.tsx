import type { FieldMetadata } from "@conform-to/react";
import { Field } from "./field";

/** A new password and its confirmation (NewPasswordSchema): the account and reset pages. */
export function NewPasswordFields({
  password,
  confirmPassword,
  labels,
}: {
  password: FieldMetadata<string | undefined>;
  confirmPassword: FieldMetadata<string | undefined>;
  labels: { password: string; confirmPassword: string };
}) {
  return (
    <>
      <Field meta={password} label={labels.password} type="password" autoComplete="new-password" />
      <Field
        meta={confirmPassword}
        label={labels.confirmPassword}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
