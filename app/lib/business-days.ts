/**
 * Business days in Turkey, and the İYS reporting deadline built on them (issue [20] point 3):
 * a consent or refusal taken on the site is recorded in İYS within three business days
 * (Ticari İletişim ve Ticari Elektronik İletiler Hakkında Yönetmelik; İYS's own rule: a consent
 * may be at most three business days older than the moment it is uploaded). Pure: the admin
 * pages show the last day and whether it passed, the İYS emulator refuses what is too old.
 *
 * Days are the calendar days of Europe/Istanbul (UTC+3 all year since September 2016, so a day
 * is 24 hours there). Saturdays, Sundays and the fixed national holidays are not business days.
 * Left out, and so counted as business days: the Ramazan and Kurban Bayramı holidays (they move
 * with the lunar calendar, a table per year would be needed) and the afternoon of 28 October (a
 * half day). Counting them makes the deadline earlier than the law's, never later.
 */

/** Fixed national holidays (2429 sayılı Kanun), as MM-DD. */
export const TURKISH_FIXED_HOLIDAYS = [
  "01-01", // Yılbaşı
  "04-23", // Ulusal Egemenlik ve Çocuk Bayramı
  "05-01", // Emek ve Dayanışma Günü
  "05-19", // Atatürk'ü Anma, Gençlik ve Spor Bayramı
  "07-15", // Demokrasi ve Millî Birlik Günü
  "08-30", // Zafer Bayramı
  "10-29", // Cumhuriyet Bayramı
] as const;

/** Business days İYS allows between taking a consent and recording it. */
export const IYS_REPORT_BUSINESS_DAYS = 3;

const DAY_MS = 24 * 60 * 60 * 1000;
const istanbulDate = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" });

/** The Istanbul calendar day of a moment, YYYY-MM-DD. */
export function turkishDay(at: Date): string {
  return istanbulDate.format(at);
}

/** Whether a calendar day (YYYY-MM-DD) is a business day in Turkey, as this module counts them. */
export function isTurkishBusinessDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !(TURKISH_FIXED_HOLIDAYS as readonly string[]).includes(day.slice(5));
}

/**
 * The moment `days` business days after `from`: the same Istanbul clock time on the `days`-th
 * business day after the day of `from` (a Friday's consent: the Wednesday after; a Saturday's:
 * the Wednesday after too).
 */
export function addTurkishBusinessDays(from: Date, days: number): Date {
  let day = turkishDay(from);
  let calendarDays = 0;
  let left = days;
  while (left > 0) {
    day = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
    calendarDays++;
    if (isTurkishBusinessDay(day)) left--;
  }
  return new Date(from.getTime() + calendarDays * DAY_MS);
}

/** The last moment a consent taken at `takenAt` may be recorded in İYS. */
export function iysDeadline(takenAt: Date): Date {
  return addTurkishBusinessDays(takenAt, IYS_REPORT_BUSINESS_DAYS);
}

export type IysState = "pending" | "reported" | "failed";

export interface IysDue {
  /** The last moment (iysDeadline). */
  deadline: Date;
  /** Its Istanbul day, YYYY-MM-DD: "son gün". */
  lastDay: string;
  /** Not in İYS by the deadline: still waiting or refused after it passed, or reported late. */
  late: boolean;
}

/**
 * What an admin page shows of one consent row's reporting: the last day, and "gecikti" when the
 * deadline passed before İYS took it (a refused row is late once its deadline passes: it was
 * never recorded).
 */
export function iysDue(
  row: { createdAt: Date; iysState: IysState | string; iysReportedAt: Date | null },
  now: Date = new Date(),
): IysDue {
  const deadline = iysDeadline(row.createdAt);
  const late =
    row.iysState === "reported"
      ? !!row.iysReportedAt && row.iysReportedAt.getTime() > deadline.getTime()
      : now.getTime() > deadline.getTime();
  return { deadline, lastDay: turkishDay(deadline), late };
}
