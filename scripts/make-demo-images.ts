/**
 * Draws the demo shop's pictures as small SVG files (no binary assets in the repository, no
 * downloads): stylised jewellery for the products, wide pictures for the slider, blog covers, the
 * pop-up and the placeholder. Run with `npx tsx scripts/make-demo-images.ts`; the output is
 * committed under public/images/.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const demoDir = path.join(root, "public", "images", "demo");

interface Stone {
  dark: string;
  light: string;
}

const STONES = {
  amethyst: { dark: "#7d4ba6", light: "#d3b4ef" },
  turquoise: { dark: "#2a9d9a", light: "#a6ebe6" },
  pearl: { dark: "#cfc6b6", light: "#ffffff" },
  lapis: { dark: "#213a88", light: "#7f9ee8" },
  onyx: { dark: "#16161c", light: "#6a6a78" },
  tigerseye: { dark: "#8f5416", light: "#ecb865" },
  rosequartz: { dark: "#e48aa0", light: "#fde3ea" },
  jade: { dark: "#2f8a5b", light: "#a8e0bf" },
  moonstone: { dark: "#a9bccf", light: "#f6f9ff" },
  agate: { dark: "#b23f24", light: "#f4a98a" },
} satisfies Record<string, Stone>;
type StoneName = keyof typeof STONES;

const SILVER = { line: "#9aa1ab", light: "#e4e7ec" };
const GOLD = { line: "#b88a2e", light: "#f1d68d" };
type Metal = typeof SILVER;

const BACKGROUNDS = ["#f6f1ea", "#eef3f1", "#f3eef5", "#eef1f7", "#f7efec", "#f1f4ea"];

const round = (n: number) => Math.round(n * 10) / 10;

function svg(w: number, h: number, body: string, label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${label}">` +
    `${body}</svg>\n`
  );
}

/** A radial gradient that makes a flat circle read as a polished cabochon. */
function gemGradient(id: string, s: Stone): string {
  return (
    `<radialGradient id="${id}" cx="35%" cy="30%" r="75%">` +
    `<stop offset="0" stop-color="${s.light}"/><stop offset=".55" stop-color="${s.dark}"/>` +
    `<stop offset="1" stop-color="${s.dark}" stop-opacity=".85"/></radialGradient>`
  );
}

function background(id: string, color: string): string {
  return (
    `<radialGradient id="${id}" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="#fff"/>` +
    `<stop offset="1" stop-color="${color}"/></radialGradient>`
  );
}

function gem(cx: number, cy: number, r: number, metal: Metal, fill = "url(#g)"): string {
  return (
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r + r * 0.18)}" fill="${metal.light}" stroke="${metal.line}" stroke-width="3"/>` +
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${fill}"/>` +
    `<ellipse cx="${round(cx - r * 0.35)}" cy="${round(cy - r * 0.4)}" rx="${round(r * 0.28)}" ry="${round(r * 0.16)}" fill="#fff" opacity=".6"/>`
  );
}

function necklace(metal: Metal): string {
  const chain = `<path d="M170 150 C 190 470, 610 470, 630 150" fill="none" stroke="${metal.line}" stroke-width="5" stroke-dasharray="14 6" stroke-linecap="round"/>`;
  const bail = `<path d="M400 392 v40" stroke="${metal.line}" stroke-width="6"/>`;
  const drop =
    `<path d="M400 430 C 470 500, 470 600, 400 640 C 330 600, 330 500, 400 430 Z" fill="${metal.light}" stroke="${metal.line}" stroke-width="4"/>` +
    `<path d="M400 452 C 455 510, 455 590, 400 620 C 345 590, 345 510, 400 452 Z" fill="url(#g)"/>` +
    `<ellipse cx="382" cy="505" rx="14" ry="26" fill="#fff" opacity=".55"/>`;
  const side = gem(300, 385, 16, metal) + gem(500, 385, 16, metal);
  return chain + bail + side + drop;
}

function bracelet(metal: Metal): string {
  const beads: string[] = [
    `<ellipse cx="400" cy="420" rx="230" ry="150" fill="none" stroke="${metal.line}" stroke-width="3"/>`,
  ];
  const count = 16;
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const x = 400 + Math.cos(a) * 230;
    const y = 420 + Math.sin(a) * 150;
    const r = 30 + Math.sin(a) * 6;
    beads.push(
      i % 4 === 0
        ? `<circle cx="${round(x)}" cy="${round(y)}" r="${round(r * 0.55)}" fill="${metal.light}" stroke="${metal.line}" stroke-width="3"/>`
        : `<circle cx="${round(x)}" cy="${round(y)}" r="${round(r)}" fill="url(#g)"/>`,
    );
  }
  return beads.join("");
}

function earrings(metal: Metal): string {
  const one = (x: number) =>
    `<path d="M${x} 180 c -40 -10, -50 50, 0 60 v70" fill="none" stroke="${metal.line}" stroke-width="5" stroke-linecap="round"/>` +
    gem(x, 330, 20, metal) +
    `<path d="M${x} 352 v40" stroke="${metal.line}" stroke-width="4"/>` +
    `<path d="M${x} 392 l 62 110 l -62 110 l -62 -110 Z" fill="url(#g)" stroke="${metal.line}" stroke-width="4"/>` +
    `<path d="M${x} 392 l -26 110 l 26 110 M${x - 62} 502 h124" stroke="#fff" stroke-opacity=".45" stroke-width="2" fill="none"/>`;
  return one(280) + one(520);
}

function wristband(metal: Metal, band: string): string {
  return (
    `<rect x="90" y="330" width="620" height="140" rx="48" fill="${band}"/>` +
    `<path d="M120 352 H680 M120 448 H680" stroke="#fff" stroke-opacity=".35" stroke-width="3" stroke-dasharray="10 8"/>` +
    `<rect x="620" y="352" width="60" height="96" rx="12" fill="${metal.light}" stroke="${metal.line}" stroke-width="4"/>` +
    `<rect x="300" y="310" width="200" height="180" rx="36" fill="${metal.light}" stroke="${metal.line}" stroke-width="5"/>` +
    gem(400, 400, 62, metal)
  );
}

interface Design {
  file: string;
  kind: "necklace" | "bracelet" | "earrings" | "wristband";
  stone: StoneName;
  metal?: Metal;
  band?: string;
}

/** The product pictures; the demo seed refers to these file names. */
export const PRODUCT_DESIGNS: Design[] = [
  { file: "necklace-amethyst", kind: "necklace", stone: "amethyst" },
  { file: "necklace-turquoise", kind: "necklace", stone: "turquoise" },
  { file: "necklace-pearl", kind: "necklace", stone: "pearl", metal: GOLD },
  { file: "necklace-lapis", kind: "necklace", stone: "lapis" },
  { file: "bracelet-onyx", kind: "bracelet", stone: "onyx" },
  { file: "bracelet-tigerseye", kind: "bracelet", stone: "tigerseye", metal: GOLD },
  { file: "bracelet-rosequartz", kind: "bracelet", stone: "rosequartz" },
  { file: "bracelet-jade", kind: "bracelet", stone: "jade" },
  { file: "earrings-pearl", kind: "earrings", stone: "pearl" },
  { file: "earrings-moonstone", kind: "earrings", stone: "moonstone" },
  { file: "earrings-agate", kind: "earrings", stone: "agate", metal: GOLD },
  { file: "earrings-turquoise", kind: "earrings", stone: "turquoise" },
  { file: "wristband-onyx", kind: "wristband", stone: "onyx", band: "#6b4a33" },
  { file: "wristband-lapis", kind: "wristband", stone: "lapis", band: "#5f6670" },
  { file: "wristband-tigerseye", kind: "wristband", stone: "tigerseye", band: "#8a5a3a" },
  { file: "wristband-jade", kind: "wristband", stone: "jade", band: "#3f3a36" },
];

function productSvg(d: Design, i: number): string {
  const stone = STONES[d.stone];
  const metal = d.metal ?? SILVER;
  const drawing =
    d.kind === "necklace"
      ? necklace(metal)
      : d.kind === "bracelet"
        ? bracelet(metal)
        : d.kind === "earrings"
          ? earrings(metal)
          : wristband(metal, d.band ?? "#6b4a33");
  const defs = `<defs>${background("bg", BACKGROUNDS[i % BACKGROUNDS.length])}${gemGradient("g", stone)}</defs>`;
  return svg(
    800,
    800,
    `${defs}<rect width="800" height="800" fill="url(#bg)"/>${drawing}`,
    `${d.kind} ${d.stone}`,
  );
}

/** Loose stones scattered across a wide, soft picture (slider, blog, pop-up). */
function scatter(w: number, h: number, stones: StoneName[], seed: number, extra = ""): string {
  let x = seed;
  const rand = () => {
    x = (x * 16807) % 2147483647;
    return x / 2147483647;
  };
  const defs = stones.map((s, i) => gemGradient(`s${i}`, STONES[s])).join("");
  const circles: string[] = [];
  for (let i = 0; i < 14; i++) {
    const r = 20 + rand() * Math.min(w, h) * 0.09;
    const cx = rand() * w;
    const cy = rand() * h;
    circles.push(
      `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="url(#s${i % stones.length})" opacity=".9"/>`,
    );
  }
  const wave = `<path d="M0 ${round(h * 0.72)} C ${round(w * 0.3)} ${round(h * 0.55)}, ${round(w * 0.6)} ${round(h * 0.95)}, ${w} ${round(h * 0.7)}" fill="none" stroke="${SILVER.line}" stroke-width="4" stroke-dasharray="16 8"/>`;
  return svg(
    w,
    h,
    `<defs>${background("bg", BACKGROUNDS[seed % BACKGROUNDS.length])}${defs}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>${wave}${circles.join("")}${extra}`,
    "natural stones",
  );
}

/** The about page's three pictures (spec 000 §2): 800 × 600, drawn like the rest of the demo. */
function aboutBench(): string {
  return scatter(800, 600, ["amethyst", "turquoise", "moonstone", "lapis"], 401);
}

function aboutSilver(): string {
  // The demo's silver necklace, its 800 px square scaled into the middle of a 4:3 picture.
  const defs = `<defs>${background("bg", BACKGROUNDS[3])}${gemGradient("g", STONES.amethyst)}</defs>`;
  return svg(
    800,
    600,
    `${defs}<rect width="800" height="600" fill="url(#bg)"/><g transform="translate(130 0) scale(.675)">${necklace(SILVER)}</g>`,
    "silver necklace",
  );
}

function aboutBox(): string {
  const card =
    `<rect x="470" y="150" width="210" height="290" rx="10" fill="#fff" stroke="#c9c2b6" stroke-width="3" transform="rotate(8 575 295)"/>` +
    `<path d="M510 230h120M510 262h140M510 294h100M510 326h130" stroke="#c9c2b6" stroke-width="8" stroke-linecap="round" transform="rotate(8 575 295)"/>`;
  const box =
    `<rect x="120" y="250" width="360" height="240" rx="14" fill="#6f4e37"/>` +
    `<rect x="100" y="210" width="400" height="70" rx="12" fill="#5a3e2b"/>` +
    `<rect x="275" y="210" width="50" height="280" fill="#c9a45c"/>` +
    `<path d="M300 210c-60-70-130-40-100 0zM300 210c60-70 130-40 100 0z" fill="#e0bf78" stroke="#c9a45c" stroke-width="6"/>`;
  return svg(
    800,
    600,
    `<defs>${background("bg", BACKGROUNDS[0])}${gemGradient("g", STONES.turquoise)}</defs><rect width="800" height="600" fill="url(#bg)"/>${card}${box}` +
      gem(650, 500, 26, SILVER),
    "gift box and care card",
  );
}

function write(dir: string, name: string, content: string) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, name), content);
  return { name, bytes: Buffer.byteLength(content) };
}

export function makeDemoImages() {
  const written = [];
  PRODUCT_DESIGNS.forEach((d, i) =>
    written.push(write(demoDir, `${d.file}.svg`, productSvg(d, i))),
  );
  const sliderStones: StoneName[][] = [
    ["amethyst", "rosequartz", "moonstone"],
    ["turquoise", "lapis", "jade"],
    ["tigerseye", "agate", "onyx"],
    ["pearl", "moonstone", "amethyst"],
  ];
  sliderStones.forEach((s, i) =>
    written.push(write(demoDir, `slider-${i + 1}.svg`, scatter(1600, 700, s, 101 + i * 7))),
  );
  const blogStones: StoneName[][] = [
    ["amethyst", "lapis"],
    ["turquoise", "pearl"],
    ["jade", "tigerseye"],
    ["onyx", "agate"],
  ];
  blogStones.forEach((s, i) =>
    written.push(write(demoDir, `blog-${i + 1}.svg`, scatter(1200, 800, s, 211 + i * 13))),
  );
  const ribbon =
    `<rect x="60" y="230" width="480" height="140" rx="20" fill="#fff" opacity=".93"/>` +
    `<text x="300" y="292" text-anchor="middle" font-family="Georgia, serif" font-size="44" fill="#5b3f7a">%10 İndirim</text>` +
    `<text x="300" y="340" text-anchor="middle" font-family="Georgia, serif" font-size="26" fill="#5b3f7a">HOSGELDIN10</text>`;
  written.push(
    write(demoDir, "popup.svg", scatter(600, 600, ["amethyst", "turquoise", "pearl"], 307, ribbon)),
  );
  const aboutDir = path.join(root, "public", "images", "about");
  written.push(write(aboutDir, "bench.svg", aboutBench()));
  written.push(write(aboutDir, "silver.svg", aboutSilver()));
  written.push(write(aboutDir, "box.svg", aboutBox()));
  written.push(
    write(
      path.join(root, "public", "images"),
      "placeholder.svg",
      svg(
        800,
        800,
        `<rect width="800" height="800" fill="#f2efea"/><circle cx="400" cy="380" r="110" fill="none" stroke="#c9c2b6" stroke-width="10"/>` +
          `<path d="M330 380 l70 -90 l70 90 l-70 90 Z" fill="#ded7cb"/>`,
        "no image",
      ),
    ),
  );
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const { name, bytes } of makeDemoImages()) console.log(`${name.padEnd(26)} ${bytes} bytes`);
}
