import { getZodConstraint } from "@conform-to/zod";
import { z } from "zod";

/** The object under a schema's refinements and transforms, if it is one. */
function objectOf(schema: z.ZodTypeAny): z.ZodObject<z.ZodRawShape> | null {
  if (schema instanceof z.ZodObject) return schema;
  if (schema instanceof z.ZodEffects) return objectOf(schema.innerType());
  if (schema instanceof z.ZodPipeline) return objectOf(schema._def.in);
  return null;
}

/**
 * Conform's constraints, with `required` said by the schema itself: a field is required when
 * leaving it out fails. Conform reads `required` off the schema's outer type, and calls
 * required an optional number behind a transform, a checkbox, a multiple choice: marked and
 * enforced by a browser without JavaScript, they would refuse a form the server takes.
 */
export function formConstraint(schema: z.ZodTypeAny) {
  const constraint = getZodConstraint(schema);
  const object = objectOf(schema);
  if (!object) return constraint;
  for (const [name, field] of Object.entries(object.shape)) {
    const rule = constraint[name];
    if (rule) rule.required = !field.safeParse(undefined).success;
  }
  return constraint;
}
