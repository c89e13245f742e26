import { fmt, localePath, type Lang } from "~/lib/i18n";
import { messages } from "~/locales";

/** One e-mail as it is written to the outbox: a plain-text part and an HTML part. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

/**
 * Every mail has the same shape: a greeting, paragraphs, one button (its link also written out
 * for clients that block buttons), notes and the signature. Every value, ours or the user's, is
 * escaped on its way into the HTML.
 */
function compose(
  lang: Lang,
  parts: {
    subject: string;
    greeting: string;
    intro: string[];
    action: { label: string; href: string };
    notes: string[];
  },
): MailContent {
  const t = messages[lang].mail;
  const text = [
    parts.greeting,
    ...parts.intro,
    `${parts.action.label}: ${parts.action.href}`,
    ...parts.notes,
    t.signature,
  ].join("\n\n");
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s)}</p>`;
  const href = escapeHtml(parts.action.href);
  const html = [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(parts.subject)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#f6f3ee;font-family:Arial,Helvetica,sans-serif;color:#2b2b2b;line-height:1.5">`,
    `<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:6px">`,
    p(parts.greeting),
    ...parts.intro.map(p),
    `<p style="margin:0 0 16px"><a href="${href}" style="display:inline-block;padding:10px 18px;background:#3d5a52;color:#ffffff;border-radius:4px;text-decoration:none">${escapeHtml(parts.action.label)}</a></p>`,
    `<p style="margin:0 0 16px;font-size:13px;color:#666666">${escapeHtml(t.linkHint)}<br><a href="${href}" style="color:#3d5a52;word-break:break-all">${href}</a></p>`,
    ...parts.notes.map(p),
    p(t.signature),
    `</div></body></html>`,
  ].join("\n");
  return { subject: parts.subject, text, html };
}

const greeting = (lang: Lang, name?: string | null) => {
  const t = messages[lang].mail;
  return name?.trim() ? fmt(t.greeting, { name: name.trim() }) : t.greetingNoName;
};

/** An absolute link to a page in a language: origin + '/en' for English + path. */
export function pageLink(origin: string, lang: Lang, path: string): string {
  return `${origin.replace(/\/+$/, "")}${localePath(lang, path)}`;
}

export function passwordResetMail(
  lang: Lang,
  input: { name?: string | null; origin: string; token: string },
): MailContent {
  const t = messages[lang].mail;
  return compose(lang, {
    subject: t.resetSubject,
    greeting: greeting(lang, input.name),
    intro: [t.resetIntro],
    action: {
      label: t.resetButton,
      href: pageLink(input.origin, lang, `/reset-password/${encodeURIComponent(input.token)}`),
    },
    notes: [t.resetExpiry, t.resetIgnore],
  });
}

export function welcomeMail(
  lang: Lang,
  input: { name?: string | null; origin: string },
): MailContent {
  const t = messages[lang].mail;
  return compose(lang, {
    subject: t.welcomeSubject,
    greeting: greeting(lang, input.name),
    intro: [t.welcomeIntro],
    action: { label: t.welcomeButton, href: pageLink(input.origin, lang, "/shop") },
    notes: [t.welcomeAccount],
  });
}

export function merchantInvitationMail(
  lang: Lang,
  input: { email: string; origin: string; token: string },
): MailContent {
  const t = messages[lang].mail;
  const path = `/merchant-signup/${encodeURIComponent(input.token)}`;
  return compose(lang, {
    subject: t.inviteSubject,
    greeting: greeting(lang),
    intro: [t.inviteIntro],
    action: {
      label: t.inviteButton,
      href: `${pageLink(input.origin, lang, path)}?${new URLSearchParams({ email: input.email })}`,
    },
    notes: [fmt(t.inviteNote, { email: input.email })],
  });
}
