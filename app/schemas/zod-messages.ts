import { defaultErrorMap, ZodIssueCode, type ZodErrorMap } from "zod";
import { fmt, type Lang } from "~/lib/i18n";
import { dashboardMessages, type DashboardMessages } from "~/locales/dashboard";

type T = DashboardMessages["validation"];

/**
 * zod's default messages ("String must contain at most 200 character(s)") in the page's
 * language: the one place they are mapped to our texts. A message a schema gives itself always
 * wins: a rule's own (`.max(200, t.descriptionMax)`) never reaches a map, and one from a schema's
 * `required_error` or `errorMap` arrives as `defaultError`, different from zod's own. Passed with
 * each parse (`parseWithZod(form, { schema, errorMap: zodMessages(lang) })`), never set
 * globally: the server answers Turkish and English pages at the same time (decision 073).
 */
export function zodErrorMap(t: T): ZodErrorMap {
  return (issue, ctx) => {
    if (ctx.defaultError !== defaultErrorMap(issue, { ...ctx, defaultError: "" }).message)
      return { message: ctx.defaultError };
    const n = (v: number | bigint | Date) => ({
      n: v instanceof Date ? v.toISOString() : String(v),
    });
    switch (issue.code) {
      case ZodIssueCode.invalid_type:
        if (issue.received === "undefined" || issue.received === "null")
          return { message: t.required };
        if (issue.expected === "number" || issue.expected === "bigint")
          return { message: t.notNumber };
        if (issue.expected === "integer") return { message: t.notWhole };
        if (issue.expected === "date") return { message: t.notDate };
        return { message: t.invalid };
      case ZodIssueCode.too_small:
        if (issue.type === "string")
          return { message: issue.minimum === 1 ? t.required : fmt(t.textMin, n(issue.minimum)) };
        if (issue.type === "array" || issue.type === "set")
          return { message: fmt(t.listMin, n(issue.minimum)) };
        if (issue.type === "number" || issue.type === "bigint")
          return { message: fmt(issue.inclusive ? t.numberMin : t.numberAbove, n(issue.minimum)) };
        return { message: t.invalid };
      case ZodIssueCode.too_big:
        if (issue.type === "string") return { message: fmt(t.textMax, n(issue.maximum)) };
        if (issue.type === "array" || issue.type === "set")
          return { message: fmt(t.listMax, n(issue.maximum)) };
        if (issue.type === "number" || issue.type === "bigint")
          return { message: fmt(issue.inclusive ? t.numberMax : t.numberBelow, n(issue.maximum)) };
        return { message: t.invalid };
      case ZodIssueCode.invalid_string:
        if (issue.validation === "email") return { message: t.email };
        if (issue.validation === "url") return { message: t.url };
        return { message: t.pattern };
      case ZodIssueCode.not_multiple_of:
        return { message: t.notWhole };
      case ZodIssueCode.invalid_date:
        return { message: t.notDate };
      default:
        return { message: t.invalid };
    }
  };
}

const maps: Partial<Record<Lang, ZodErrorMap>> = {};

/** The map for a page's language, built once per language. */
export function zodMessages(lang: Lang): ZodErrorMap {
  return (maps[lang] ??= zodErrorMap(dashboardMessages[lang].validation));
}
