import type { silverProperties as source } from "../tr/silver-properties";

export const silverProperties: typeof source = {
  title: "The Properties of Silver",
  paragraphs: [
    "Our jewellery is made of 925 sterling silver: 925 parts in a thousand are pure silver, the rest is copper, which hardens it. Every piece carries the hallmark that shows it.",
    "Silver darkens with time through the sulphur in the air. This is no flaw but the nature of real silver: a soft silver cloth, or warm water with a little soap, brings its first shine back.",
    "Keep your jewellery away from perfume, creams and pool water, and store it in an airtight pouch. Do not clean pieces with natural stones in an ultrasonic cleaner or with harsh chemicals.",
    "Because it holds no nickel, silver rarely troubles sensitive skin, and it conducts heat well, so it warms quickly on the skin.",
  ],
};
