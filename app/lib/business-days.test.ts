import { describe, expect, it } from "vitest";
import {
  addTurkishBusinessDays,
  isTurkishBusinessDay,
  iysDeadline,
  iysDue,
  turkishDay,
} from "./business-days";

// Istanbul is UTC+3: 14:00 there is 11:00Z.
const at = (isoInIstanbul: string) => new Date(`${isoInIstanbul}+03:00`);

describe("Turkish business days", () => {
  it("skips Saturdays, Sundays and the fixed national holidays", () => {
    expect(isTurkishBusinessDay("2026-12-04")).toBe(true); // Friday
    expect(isTurkishBusinessDay("2026-12-05")).toBe(false); // Saturday
    expect(isTurkishBusinessDay("2026-12-06")).toBe(false); // Sunday
    expect(isTurkishBusinessDay("2026-10-29")).toBe(false); // Cumhuriyet Bayramı, a Thursday
    expect(isTurkishBusinessDay("2027-04-23")).toBe(false); // a Friday
  });

  it("counts the day in Istanbul, not in UTC", () => {
    // 23:30 on Friday in Istanbul is still Friday there, 20:30Z.
    expect(turkishDay(at("2026-12-04T23:30:00"))).toBe("2026-12-04");
    // 01:00 on Saturday in Istanbul is Friday 22:00Z: Saturday's consent.
    expect(turkishDay(at("2026-12-05T01:00:00"))).toBe("2026-12-05");
  });
});

describe("the İYS deadline: three business days", () => {
  it("runs from a Friday to the Wednesday after, at the same hour", () => {
    expect(iysDeadline(at("2026-12-04T14:00:00"))).toEqual(at("2026-12-09T14:00:00"));
  });

  it("runs from a Monday to the Thursday", () => {
    expect(iysDeadline(at("2026-12-07T09:15:00"))).toEqual(at("2026-12-10T09:15:00"));
  });

  it("runs from a weekend day to the Wednesday after", () => {
    expect(iysDeadline(at("2026-12-05T10:00:00"))).toEqual(at("2026-12-09T10:00:00"));
    expect(iysDeadline(at("2026-12-06T22:00:00"))).toEqual(at("2026-12-09T22:00:00"));
  });

  it("passes over a national holiday", () => {
    // Tuesday 27 October 2026; Thursday the 29th is Cumhuriyet Bayramı: Wed, Fri, Mon.
    expect(iysDeadline(at("2026-10-27T12:00:00"))).toEqual(at("2026-11-02T12:00:00"));
    // Over New Year: Wednesday 30 December 2026: Thu 31, (Fri 1 Jan), Mon 4, Tue 5.
    expect(iysDeadline(at("2026-12-30T08:00:00"))).toEqual(at("2027-01-05T08:00:00"));
  });

  it("counts any number of business days", () => {
    expect(addTurkishBusinessDays(at("2026-12-04T14:00:00"), 1)).toEqual(at("2026-12-07T14:00:00"));
    expect(addTurkishBusinessDays(at("2026-12-04T14:00:00"), 0)).toEqual(at("2026-12-04T14:00:00"));
  });
});

describe("what an admin page shows of a row", () => {
  const friday = at("2026-12-04T14:00:00");

  it("shows the last day, not late while it is still to come", () => {
    expect(
      iysDue(
        { createdAt: friday, iysState: "pending", iysReportedAt: null },
        at("2026-12-09T13:59:00"),
      ),
    ).toEqual({ deadline: at("2026-12-09T14:00:00"), lastDay: "2026-12-09", late: false });
  });

  it("is late when still pending, or refused, after the deadline", () => {
    const after = at("2026-12-09T14:01:00");
    expect(
      iysDue({ createdAt: friday, iysState: "pending", iysReportedAt: null }, after).late,
    ).toBe(true);
    expect(iysDue({ createdAt: friday, iysState: "failed", iysReportedAt: null }, after).late).toBe(
      true,
    );
  });

  it("is late only if reported after the deadline, whenever one looks", () => {
    const later = at("2027-01-20T12:00:00");
    const inTime = {
      createdAt: friday,
      iysState: "reported",
      iysReportedAt: at("2026-12-04T14:05:00"),
    };
    const tooLate = {
      createdAt: friday,
      iysState: "reported",
      iysReportedAt: at("2026-12-10T09:00:00"),
    };
    expect(iysDue(inTime, later).late).toBe(false);
    expect(iysDue(tooLate, later).late).toBe(true);
  });
});
