/**
 * The demo shop: taxonomy, three accounts, 44 products (ARW101-ARW144), content, reviews and
 * coupons. A fresh PGlite database is filled with it on first start; `npm run db:seed` does the
 * same on any database. Tests rely on its shape (41 listed products, 'Gizli' never listed, an
 * empty brand 'yeni-marka', 3 active sliders and blogs), so change it with them.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../client.server";
import {
  addresses,
  blogs,
  brands,
  carouselEntries,
  categories,
  coupons,
  ingredients,
  merchants,
  popups,
  productChildren,
  productCombinations,
  products,
  productStones,
  reviews,
  settings,
  sliders,
  stones,
  symbols,
  types,
  users,
} from "../schema";
import { hashPassword } from "../../app/lib/password.server";
import { searchDocument } from "../../app/lib/search";
import { slugify, ZODIAC_SIGNS, type Zodiac } from "../../app/lib/slug";
import { catalog as catalogEn } from "../../app/locales/en/catalog";
import { catalog as catalogTr } from "../../app/locales/tr/catalog";

export const DEMO_ACCOUNTS = {
  admin: { email: "admin@demo.shop", password: "admin123!" },
  merchant: { email: "merchant@demo.shop", password: "merchant123!" },
  member: { email: "member@demo.shop", password: "member123!" },
} as const;

/** Rows are sent this many at a time, well below PostgreSQL's 65,535 parameters a statement. */
export const BATCH_SIZE = 500;

// ---------------------------------------------------------------- taxonomy

interface TaxonomySeed {
  slug: string;
  name: string;
  nameEn: string;
  description?: string;
  descriptionEn?: string;
}

const CATEGORY_SEEDS: TaxonomySeed[] = [
  { slug: "kadin", name: "Kadın", nameEn: "Women" },
  { slug: "erkek", name: "Erkek", nameEn: "Men" },
  { slug: "unisex", name: "Unisex", nameEn: "Unisex" },
];

export type ProductTypeSlug = "necklace" | "bracelet" | "earrings" | "wristband";

const TYPE_SEEDS: TaxonomySeed[] = [
  { slug: "necklace", name: "Kolye", nameEn: "Necklace" },
  { slug: "bracelet", name: "Bileklik", nameEn: "Bracelet" },
  { slug: "earrings", name: "Küpe", nameEn: "Earrings" },
  { slug: "wristband", name: "Bileklik Kordon", nameEn: "Wristband" },
  // A type without products: its pages and filters must cope with nothing to show.
  { slug: "ring", name: "Yüzük", nameEn: "Ring" },
];

export interface StoneSeed extends TaxonomySeed {
  descriptionEn: string;
}

const STONE_SEEDS: StoneSeed[] = [
  {
    slug: "ametist",
    name: "Ametist",
    nameEn: "Amethyst",
    description: "Huzur ve sezgiyle anılan mor kuvars; sakinleştiren rengiyle bilinir.",
    descriptionEn: "A violet quartz associated with calm and intuition.",
  },
  {
    slug: "akik",
    name: "Akik",
    nameEn: "Agate",
    description: "Katman katman renkleriyle dengeyi ve korunmayı simgeler.",
    descriptionEn: "Banded in layers of colour, a symbol of balance and protection.",
  },
  {
    slug: "pembe-kuvars",
    name: "Pembe Kuvars",
    nameEn: "Rose Quartz",
    description: "Sevginin ve şefkatin taşı olarak bilinen yumuşak pembe kuvars.",
    descriptionEn: "The soft pink quartz known as the stone of love and compassion.",
  },
  {
    slug: "turkuaz",
    name: "Turkuaz",
    nameEn: "Turquoise",
    description: "Anadolu'nun kadim koruyucu taşı; gökyüzünün ve denizin rengini taşır.",
    descriptionEn: "An ancient Anatolian talisman in the colours of sky and sea.",
  },
  {
    slug: "lapis-lazuli",
    name: "Lapis Lazuli",
    nameEn: "Lapis Lazuli",
    description: "Altın benekli lacivert taş; bilgelik ve dürüstlükle anılır.",
    descriptionEn: "Deep blue flecked with gold, linked to wisdom and truth.",
  },
  {
    slug: "kaplan-gozu",
    name: "Kaplan Gözü",
    nameEn: "Tiger's Eye",
    description: "Işıkta dalgalanan altın kahve tonlarıyla cesaretin ve odağın taşı.",
    descriptionEn: "Golden-brown bands that shimmer in the light; a stone of courage and focus.",
  },
  {
    slug: "ay-tasi",
    name: "Ay Taşı",
    nameEn: "Moonstone",
    description: "İçinden mavi bir ışık süzülen, dinginliğin ve yeni başlangıçların taşı.",
    descriptionEn: "Glows with a soft blue inner light; a stone of serenity and new beginnings.",
  },
  {
    slug: "inci",
    name: "İnci",
    nameEn: "Pearl",
    description: "Denizin içinde yavaş yavaş oluşan doğal ışıltı; zarafetin simgesi.",
    descriptionEn: "Lustre grown slowly in the sea, a symbol of elegance.",
  },
  {
    slug: "oniks",
    name: "Oniks",
    nameEn: "Onyx",
    description: "Derin siyahıyla gücü ve kararlılığı temsil eder.",
    descriptionEn: "Deep black, standing for strength and resolve.",
  },
  {
    slug: "yesim",
    name: "Yeşim",
    nameEn: "Jade",
    description: "Şans ve uzun ömürle anılan yumuşak yeşil taş.",
    descriptionEn: "A soft green stone associated with luck and long life.",
  },
];

const INGREDIENT_SEEDS: TaxonomySeed[] = [
  {
    slug: "gumus",
    name: "Gümüş",
    nameEn: "Silver",
    description: "925 Ayar Gümüş",
    descriptionEn: "925 sterling silver",
  },
  {
    slug: "altin-kaplama",
    name: "Altın Kaplama",
    nameEn: "Gold Plated",
    description: "925 ayar gümüş üzeri altın kaplama",
    descriptionEn: "Gold plating over 925 silver",
  },
  {
    slug: "deri",
    name: "Deri",
    nameEn: "Leather",
    description: "Hakiki deri",
    descriptionEn: "Genuine leather",
  },
  {
    slug: "celik",
    name: "Çelik",
    nameEn: "Steel",
    description: "316L paslanmaz çelik",
    descriptionEn: "316L stainless steel",
  },
];

const SYMBOL_SEEDS: TaxonomySeed[] = [
  {
    slug: "hayat-agaci",
    name: "Hayat Ağacı",
    nameEn: "Tree of Life",
    description: "Köklerden dallara süren yaşam.",
    descriptionEn: "Life from root to branch.",
  },
  {
    slug: "nazar",
    name: "Nazar",
    nameEn: "Evil Eye",
    description: "Kötü bakışlardan koruyan göz.",
    descriptionEn: "The eye that wards off ill will.",
  },
  {
    slug: "kalp",
    name: "Kalp",
    nameEn: "Heart",
    description: "Sevginin en yalın hâli.",
    descriptionEn: "Love at its simplest.",
  },
  {
    slug: "sonsuzluk",
    name: "Sonsuzluk",
    nameEn: "Infinity",
    description: "Bitmeyen bağlar.",
    descriptionEn: "Bonds without end.",
  },
  {
    slug: "ay",
    name: "Ay",
    nameEn: "Moon",
    description: "Döngüler ve yenilenme.",
    descriptionEn: "Cycles and renewal.",
  },
  {
    slug: "yildiz",
    name: "Yıldız",
    nameEn: "Star",
    description: "Yol gösteren ışık.",
    descriptionEn: "The light that guides.",
  },
];

const BRAND_SEEDS = [
  {
    slug: "dogal-tas-atolyesi",
    name: "Doğal Taş Atölyesi",
    description: "Taş Atölyesi'nin elde işlenmiş doğal taş ve gümüş takıları.",
    descriptionEn: "Natural-stone and silver jewellery worked by hand at the Taş Atölyesi bench.",
  },
  {
    slug: "gumus-isik",
    name: "Gümüş Işık",
    description: "Işığı yakalayan sade gümüş tasarımlar.",
    descriptionEn: "Plain silver designs that catch the light.",
  },
  {
    slug: "anadolu-taslari",
    name: "Anadolu Taşları",
    description: "Anadolu'nun kadim taşlarından ilham alan koleksiyonlar.",
    descriptionEn: "Collections inspired by the ancient stones of Anatolia.",
  },
  // No products: the empty-brand page ('no products found.') is tested against it.
  {
    slug: "yeni-marka",
    name: "Yeni Marka",
    description: "Yakında yeni tasarımlarla burada.",
    descriptionEn: "Here soon with new designs.",
  },
] as const;

// ---------------------------------------------------------------- product texts and pictures

const TYPE_NOUN: Record<ProductTypeSlug, { tr: string; en: string }> = {
  necklace: { tr: "kolye", en: "necklace" },
  bracelet: { tr: "bileklik", en: "bracelet" },
  earrings: { tr: "küpe", en: "earrings" },
  wristband: { tr: "kordon", en: "wristband" },
};

// No 'zincir' here: it contains 'inci', and a search for pearls must not find every chain.
const DETAILS: Record<ProductTypeSlug, Record<string, { tr: string; en: string }>> = {
  necklace: {
    gumus: {
      tr: "925 ayar gümüş, 45 cm boy, 3 cm uzatma",
      en: "925 sterling silver, 45 cm chain, 3 cm extender",
    },
    "altin-kaplama": {
      tr: "925 ayar gümüş üzeri 14 ayar altın kaplama, 42 cm boy",
      en: "14k gold plating over 925 silver, 42 cm chain",
    },
  },
  bracelet: {
    gumus: {
      tr: "925 ayar gümüş, 17 cm + 3 cm ayarlanabilir",
      en: "925 sterling silver, 17 cm + 3 cm adjustable",
    },
    "altin-kaplama": {
      tr: "altın kaplama gümüş, 18 cm, kelebek kilit",
      en: "gold-plated silver, 18 cm, butterfly clasp",
    },
    celik: {
      tr: "paslanmaz çelik ara parçalar, elastik, 19 cm",
      en: "stainless steel spacers, elastic, 19 cm",
    },
  },
  earrings: {
    gumus: {
      tr: "925 ayar gümüş, kanca kilit, 3,5 cm boy",
      en: "925 sterling silver, hook fastening, 3.5 cm drop",
    },
    "altin-kaplama": {
      tr: "altın kaplama gümüş, halka, 2,5 cm çap",
      en: "gold-plated silver hoops, 2.5 cm across",
    },
  },
  wristband: {
    deri: {
      tr: "hakiki deri, 21 cm, ayarlanabilir çelik kilit",
      en: "genuine leather, 21 cm, adjustable steel clasp",
    },
    celik: { tr: "paslanmaz çelik örgü kordon, 22 cm", en: "braided stainless steel band, 22 cm" },
  },
};

const MATERIAL: Record<string, { tr: string; en: string }> = {
  gumus: { tr: "925 ayar gümüş", en: "925 sterling silver" },
  "altin-kaplama": { tr: "925 ayar gümüş üzeri altın kaplama", en: "gold plating over 925 silver" },
  deri: { tr: "hakiki deri, paslanmaz çelik kilit", en: "genuine leather, stainless steel clasp" },
  celik: { tr: "316L paslanmaz çelik", en: "316L stainless steel" },
};

/** Which drawing in public/images/demo fits a stone best, nearest colour first. */
const STONE_PICTURES: Record<string, string[]> = {
  ametist: ["amethyst", "rosequartz", "lapis", "moonstone"],
  "pembe-kuvars": ["rosequartz", "amethyst", "agate", "pearl"],
  akik: ["agate", "tigerseye", "rosequartz", "amethyst"],
  turkuaz: ["turquoise", "jade", "lapis"],
  "lapis-lazuli": ["lapis", "turquoise", "onyx"],
  "kaplan-gozu": ["tigerseye", "agate", "onyx"],
  "ay-tasi": ["moonstone", "pearl", "lapis"],
  inci: ["pearl", "moonstone"],
  oniks: ["onyx", "lapis", "tigerseye"],
  yesim: ["jade", "turquoise"],
};

/** The drawings made by scripts/make-demo-images.ts, per product type. */
const PICTURES: Record<ProductTypeSlug, string[]> = {
  necklace: ["amethyst", "turquoise", "pearl", "lapis"],
  bracelet: ["onyx", "tigerseye", "rosequartz", "jade"],
  earrings: ["pearl", "moonstone", "agate", "turquoise"],
  wristband: ["onyx", "lapis", "tigerseye", "jade"],
};

const picture = (type: ProductTypeSlug, design: string) => `/images/demo/${type}-${design}.svg`;

/** The main picture for a product of this type and first stone, and 1-2 more of the same type. */
export function productPictures(
  type: ProductTypeSlug,
  stoneSlug: string,
  extra = 2,
): { imageUrl: string; images: string[] } {
  const available = PICTURES[type];
  const main = (STONE_PICTURES[stoneSlug] ?? []).find((d) => available.includes(d)) ?? available[0];
  const start = available.indexOf(main);
  const others = [1, 2, 3].map((k) => available[(start + k) % available.length]).slice(0, extra);
  const images = [main, ...others].map((d) => picture(type, d));
  return { imageUrl: images[0], images };
}

const stoneBySlug = new Map(STONE_SEEDS.map((s) => [s.slug, s]));

function joinNames(names: string[], and: string): string {
  return names.length > 1
    ? `${names.slice(0, -1).join(", ")} ${and} ${names[names.length - 1]}`
    : names[0];
}

export interface ProductTexts {
  description: string;
  descriptionEn: string;
  story: string;
  storyEn: string;
  details: string;
  detailsEn: string;
  ingredients: string;
  ingredientsEn: string;
  keys: string;
}

/** Descriptions, story, details and materials written from a product's parts. */
export function productTexts(p: {
  type: ProductTypeSlug;
  ingredient: string;
  stones: string[];
  collection: { tr: string; en: string };
  zodiac?: { tr: string; en: string };
}): ProductTexts {
  const st = p.stones.map((s) => stoneBySlug.get(s)!);
  const stoneTr = joinNames(
    st.map((s) => s.name.toLocaleLowerCase("tr")),
    "ve",
  );
  const stoneEn = joinNames(
    st.map((s) => s.nameEn.toLowerCase()),
    "and",
  );
  const noun = TYPE_NOUN[p.type];
  const material = MATERIAL[p.ingredient] ?? MATERIAL.gumus;
  const details = DETAILS[p.type][p.ingredient] ?? Object.values(DETAILS[p.type])[0];
  const zodiacTr = p.zodiac
    ? ` ${p.zodiac.tr} burcunun taşlarından ilham alan tasarım, doğum günleri için anlamlı bir hediye.`
    : "";
  const zodiacEn = p.zodiac
    ? ` Inspired by the stones of ${p.zodiac.en}, it makes a thoughtful birthday gift.`
    : "";
  return {
    description:
      `Doğal ${stoneTr} taşını ${material.tr} ile buluşturan bu ${noun.tr}, atölyemizde elde şekillendirildi. ` +
      `Her taşın rengi ve deseni kendine özgüdür; aldığınız parça fotoğraftakinden küçük farklar taşıyabilir.${zodiacTr}`,
    descriptionEn:
      `This ${noun.en} pairs natural ${stoneEn} with ${material.en} and is shaped by hand in our workshop. ` +
      `Every stone has its own colour and pattern, so yours may differ slightly from the picture.${zodiacEn}`,
    story: `${p.collection.tr} için tasarlanan bu parça, Anadolu'nun taş geleneğinden ilham alır. ${st[0].description}`,
    storyEn: `Designed for our ${p.collection.en}, this piece draws on Anatolia's long tradition with stones. ${st[0].descriptionEn}`,
    details: details.tr,
    detailsEn: details.en,
    ingredients: `${material.tr}, doğal ${stoneTr}`,
    ingredientsEn: `${material.en}, natural ${stoneEn}`,
    keys: [...st.map((s) => s.name), noun.tr, p.zodiac ? `${p.zodiac.tr} burcu` : null]
      .filter(Boolean)
      .join(", ")
      .toLocaleLowerCase("tr"),
  };
}

// ---------------------------------------------------------------- the 44 demo products

type CategorySlug = "kadin" | "erkek" | "unisex";
type BrandSlug = "dogal-tas-atolyesi" | "gumus-isik" | "anadolu-taslari";

interface DemoProduct {
  n: number;
  name: string;
  nameEn: string;
  type: ProductTypeSlug;
  category: CategorySlug;
  brand: BrandSlug;
  ingredient: string;
  symbol: string | null;
  stones: string[];
  price: number;
  discount?: number;
  quantity: number;
  collection: string;
  /** The name's third word is this sign, so the slug's third part is too (zodiacFromSlug). */
  zodiac?: { tr: string; en: string };
  isActive?: false;
  isVisible?: false;
}

/** The signs as the product page names them (app/locales), so a name and its page agree. */
const Z = Object.fromEntries(
  ZODIAC_SIGNS.map((k) => [k, { tr: catalogTr.zodiacSigns[k], en: catalogEn.zodiacSigns[k] }]),
) as Record<Zodiac, { tr: string; en: string }>;

/** The collections' English names, for the English story ('Designed for our ... '). */
const COLLECTION_EN: Record<string, string> = {
  "Hayat Ağacı Serisi": "Tree of Life Series",
  "Nazar Serisi": "Evil Eye Series",
  "İnci Serisi": "Pearl Series",
  "Kordon Serisi": "Cord Series",
  "Burç Serisi": "Zodiac Collection",
  "Gece Mavisi": "Midnight Blue Series",
  "Erkek Koleksiyonu": "Men's Collection",
  "Ay Işığı Serisi": "Moonlight Series",
  "Kalp Serisi": "Heart Series",
  "Doğanın Renkleri": "Colours of Nature Series",
  "Anadolu Koleksiyonu": "Anatolian Collection",
  Taslak: "Draft Series",
  "Yıldız Serisi": "Star Series",
};

function collectionEn(name: string): string {
  const en = COLLECTION_EN[name];
  if (!en) throw new Error(`the demo collection '${name}' has no English name`);
  return en;
}

const D = "dogal-tas-atolyesi" as const;
const G = "gumus-isik" as const;
const A = "anadolu-taslari" as const;

// prettier-ignore
const DEMO_PRODUCTS: DemoProduct[] = [
  { n: 101, name: "Ametist Taşlı Gümüş Kolye", nameEn: "Amethyst Silver Necklace", type: "necklace", category: "kadin", brand: D, ingredient: "gumus", symbol: "hayat-agaci", stones: ["ametist"], price: 1250, quantity: 12, collection: "Hayat Ağacı Serisi" },
  { n: 102, name: "Turkuaz Nazar Bileklik", nameEn: "Turquoise Evil Eye Bracelet", type: "bracelet", category: "unisex", brand: G, ingredient: "gumus", symbol: "nazar", stones: ["turkuaz"], price: 680, discount: 590, quantity: 25, collection: "Nazar Serisi" },
  { n: 103, name: "İnci Küpe", nameEn: "Pearl Earrings", type: "earrings", category: "kadin", brand: D, ingredient: "gumus", symbol: "kalp", stones: ["inci"], price: 890, quantity: 8, collection: "İnci Serisi" },
  { n: 104, name: "Oniks Deri Kordon", nameEn: "Onyx Leather Wristband", type: "wristband", category: "erkek", brand: A, ingredient: "deri", symbol: null, stones: ["oniks"], price: 450, quantity: 30, collection: "Kordon Serisi" },
  { n: 105, name: "Ametist Kolye Koç Burcu", nameEn: "Amethyst Aries Necklace", type: "necklace", category: "kadin", brand: D, ingredient: "gumus", symbol: "yildiz", stones: ["ametist"], price: 1450, quantity: 6, collection: "Burç Serisi", zodiac: Z.koc },
  { n: 106, name: "Lapis Lazuli Gümüş Kolye", nameEn: "Lapis Lazuli Silver Necklace", type: "necklace", category: "unisex", brand: G, ingredient: "gumus", symbol: "ay", stones: ["lapis-lazuli"], price: 1650, discount: 1390, quantity: 9, collection: "Gece Mavisi" },
  { n: 107, name: "Kaplan Gözü Erkek Bileklik", nameEn: "Tiger's Eye Men's Bracelet", type: "bracelet", category: "erkek", brand: A, ingredient: "celik", symbol: null, stones: ["kaplan-gozu", "oniks"], price: 540, quantity: 22, collection: "Erkek Koleksiyonu" },
  { n: 108, name: "Ay Taşı Damla Küpe", nameEn: "Moonstone Drop Earrings", type: "earrings", category: "kadin", brand: D, ingredient: "gumus", symbol: "ay", stones: ["ay-tasi"], price: 960, quantity: 14, collection: "Ay Işığı Serisi" },
  { n: 109, name: "Akik Kolye Boğa Burcu", nameEn: "Agate Taurus Necklace", type: "necklace", category: "kadin", brand: D, ingredient: "gumus", symbol: "yildiz", stones: ["akik"], price: 1380, quantity: 0, collection: "Burç Serisi", zodiac: Z.boga },
  { n: 110, name: "Pembe Kuvars Kalp Kolye", nameEn: "Rose Quartz Heart Necklace", type: "necklace", category: "kadin", brand: G, ingredient: "gumus", symbol: "kalp", stones: ["pembe-kuvars"], price: 1190, quantity: 18, collection: "Kalp Serisi" },
  { n: 111, name: "Yeşim Sonsuzluk Bileklik", nameEn: "Jade Infinity Bracelet", type: "bracelet", category: "kadin", brand: A, ingredient: "gumus", symbol: "sonsuzluk", stones: ["yesim"], price: 760, discount: 640, quantity: 16, collection: "Doğanın Renkleri" },
  { n: 112, name: "Turkuaz Küpe Kova Burcu", nameEn: "Turquoise Aquarius Earrings", type: "earrings", category: "kadin", brand: D, ingredient: "gumus", symbol: "yildiz", stones: ["turkuaz"], price: 820, quantity: 11, collection: "Burç Serisi", zodiac: Z.kova },
  { n: 113, name: "Kaplan Gözü Koç Burcu Kordon", nameEn: "Tiger's Eye Aries Wristband", type: "wristband", category: "erkek", brand: A, ingredient: "deri", symbol: "yildiz", stones: ["kaplan-gozu"], price: 520, quantity: 20, collection: "Burç Serisi", zodiac: Z.koc },
  { n: 114, name: "Hayat Ağacı Ametist Küpe", nameEn: "Tree of Life Amethyst Earrings", type: "earrings", category: "kadin", brand: D, ingredient: "gumus", symbol: "hayat-agaci", stones: ["ametist"], price: 980, quantity: 10, collection: "Hayat Ağacı Serisi" },
  { n: 115, name: "İnci Kolye Yengeç Burcu", nameEn: "Pearl Cancer Necklace", type: "necklace", category: "kadin", brand: G, ingredient: "altin-kaplama", symbol: "yildiz", stones: ["inci"], price: 2150, discount: 1890, quantity: 7, collection: "Burç Serisi", zodiac: Z.yengec },
  { n: 116, name: "Lapis Lazuli Çelik Kordon", nameEn: "Lapis Lazuli Steel Wristband", type: "wristband", category: "erkek", brand: A, ingredient: "celik", symbol: null, stones: ["lapis-lazuli"], price: 610, quantity: 15, collection: "Gece Mavisi" },
  { n: 117, name: "Pembe Kuvars Terazi Burcu Bileklik", nameEn: "Rose Quartz Libra Bracelet", type: "bracelet", category: "kadin", brand: D, ingredient: "gumus", symbol: "yildiz", stones: ["pembe-kuvars"], price: 720, quantity: 0, collection: "Burç Serisi", zodiac: Z.terazi },
  { n: 118, name: "Akik Nazar Küpe", nameEn: "Agate Evil Eye Earrings", type: "earrings", category: "kadin", brand: G, ingredient: "gumus", symbol: "nazar", stones: ["akik", "turkuaz"], price: 740, quantity: 13, collection: "Nazar Serisi" },
  { n: 119, name: "Yeşim Deri Kordon", nameEn: "Jade Leather Wristband", type: "wristband", category: "unisex", brand: A, ingredient: "deri", symbol: "sonsuzluk", stones: ["yesim"], price: 480, discount: 420, quantity: 24, collection: "Kordon Serisi" },
  { n: 120, name: "Gizli Koleksiyon Ametist Kolye", nameEn: "Hidden Collection Amethyst Necklace", type: "necklace", category: "kadin", brand: D, ingredient: "gumus", symbol: null, stones: ["ametist"], price: 3200, quantity: 5, collection: "Hayat Ağacı Serisi", isVisible: false },
  { n: 121, name: "Oniks Bileklik Akrep Burcu", nameEn: "Onyx Scorpio Bracelet", type: "bracelet", category: "erkek", brand: A, ingredient: "celik", symbol: "yildiz", stones: ["oniks"], price: 590, quantity: 19, collection: "Burç Serisi", zodiac: Z.akrep },
  { n: 122, name: "Turkuaz Taşlı Gümüş Kolye", nameEn: "Turquoise Silver Necklace", type: "necklace", category: "unisex", brand: A, ingredient: "gumus", symbol: "nazar", stones: ["turkuaz"], price: 1320, quantity: 14, collection: "Anadolu Koleksiyonu" },
  { n: 123, name: "Ay Taşı Başak Burcu Küpe", nameEn: "Moonstone Virgo Earrings", type: "earrings", category: "kadin", brand: D, ingredient: "gumus", symbol: "yildiz", stones: ["ay-tasi"], price: 1040, quantity: 9, collection: "Burç Serisi", zodiac: Z.basak },
  { n: 124, name: "Hayat Ağacı Gümüş Bileklik", nameEn: "Tree of Life Silver Bracelet", type: "bracelet", category: "kadin", brand: G, ingredient: "gumus", symbol: "hayat-agaci", stones: ["ametist", "pembe-kuvars"], price: 870, discount: 740, quantity: 17, collection: "Hayat Ağacı Serisi" },
  { n: 125, name: "Oniks Kordon Oğlak Burcu", nameEn: "Onyx Capricorn Wristband", type: "wristband", category: "erkek", brand: A, ingredient: "deri", symbol: "yildiz", stones: ["oniks"], price: 500, quantity: 21, collection: "Burç Serisi", zodiac: Z.oglak },
  { n: 126, name: "Lapis Kolye Yay Burcu", nameEn: "Lapis Sagittarius Necklace", type: "necklace", category: "unisex", brand: D, ingredient: "gumus", symbol: "yildiz", stones: ["lapis-lazuli"], price: 1490, quantity: 0, collection: "Burç Serisi", zodiac: Z.yay },
  { n: 127, name: "İnci Sonsuzluk Bileklik", nameEn: "Pearl Infinity Bracelet", type: "bracelet", category: "kadin", brand: G, ingredient: "altin-kaplama", symbol: "sonsuzluk", stones: ["inci"], price: 1150, quantity: 10, collection: "İnci Serisi" },
  { n: 128, name: "Kaplan Gözü Aslan Burcu Bileklik", nameEn: "Tiger's Eye Leo Bracelet", type: "bracelet", category: "unisex", brand: A, ingredient: "gumus", symbol: "yildiz", stones: ["kaplan-gozu"], price: 690, quantity: 23, collection: "Burç Serisi", zodiac: Z.aslan },
  { n: 129, name: "Altın Kaplama Ay Taşı Kolye", nameEn: "Gold Plated Moonstone Necklace", type: "necklace", category: "kadin", brand: G, ingredient: "altin-kaplama", symbol: "ay", stones: ["ay-tasi", "inci"], price: 2450, discount: 2090, quantity: 6, collection: "Ay Işığı Serisi" },
  { n: 130, name: "Akik Küpe Aslan Burcu", nameEn: "Agate Leo Earrings", type: "earrings", category: "kadin", brand: D, ingredient: "gumus", symbol: "yildiz", stones: ["akik"], price: 790, quantity: 12, collection: "Burç Serisi", zodiac: Z.aslan },
  { n: 131, name: "Gizli Taslak Bileklik", nameEn: "Hidden Draft Bracelet", type: "bracelet", category: "unisex", brand: G, ingredient: "gumus", symbol: null, stones: ["oniks"], price: 650, quantity: 10, collection: "Taslak", isActive: false },
  { n: 132, name: "Yeşim Kordon Boğa Burcu", nameEn: "Jade Taurus Wristband", type: "wristband", category: "unisex", brand: A, ingredient: "deri", symbol: "yildiz", stones: ["yesim"], price: 290, quantity: 26, collection: "Burç Serisi", zodiac: Z.boga },
  { n: 133, name: "Nazar Boncuklu Turkuaz Küpe", nameEn: "Turquoise Evil Eye Earrings", type: "earrings", category: "kadin", brand: G, ingredient: "gumus", symbol: "nazar", stones: ["turkuaz"], price: 560, discount: 490, quantity: 28, collection: "Nazar Serisi" },
  { n: 134, name: "Oniks Çelik Kordon", nameEn: "Onyx Steel Wristband", type: "wristband", category: "erkek", brand: A, ingredient: "celik", symbol: "sonsuzluk", stones: ["oniks", "kaplan-gozu"], price: 640, quantity: 18, collection: "Erkek Koleksiyonu" },
  { n: 135, name: "Turkuaz Kolye İkizler Burcu", nameEn: "Turquoise Gemini Necklace", type: "necklace", category: "unisex", brand: D, ingredient: "gumus", symbol: "yildiz", stones: ["turkuaz"], price: 1360, quantity: 8, collection: "Burç Serisi", zodiac: Z.ikizler },
  { n: 136, name: "İnci Halka Küpe", nameEn: "Pearl Hoop Earrings", type: "earrings", category: "kadin", brand: G, ingredient: "altin-kaplama", symbol: "kalp", stones: ["inci"], price: 1120, quantity: 15, collection: "İnci Serisi" },
  { n: 137, name: "Kalp Pembe Kuvars Bileklik", nameEn: "Rose Quartz Heart Bracelet", type: "bracelet", category: "kadin", brand: G, ingredient: "gumus", symbol: "kalp", stones: ["pembe-kuvars"], price: 640, discount: 550, quantity: 20, collection: "Kalp Serisi" },
  { n: 138, name: "Lapis Lazuli Deri Kordon", nameEn: "Lapis Lazuli Leather Wristband", type: "wristband", category: "erkek", brand: D, ingredient: "deri", symbol: "ay", stones: ["lapis-lazuli"], price: 530, quantity: 0, collection: "Gece Mavisi" },
  { n: 139, name: "Ay Taşı Balık Burcu Kolye", nameEn: "Moonstone Pisces Necklace", type: "necklace", category: "kadin", brand: D, ingredient: "gumus", symbol: "yildiz", stones: ["ay-tasi"], price: 1580, quantity: 7, collection: "Burç Serisi", zodiac: Z.balik },
  { n: 140, name: "Gizli Eski Küpe", nameEn: "Hidden Old Earrings", type: "earrings", category: "kadin", brand: A, ingredient: "gumus", symbol: null, stones: ["akik"], price: 400, quantity: 5, collection: "Taslak", isActive: false },
  { n: 141, name: "Yıldız Ametist Kolye", nameEn: "Star Amethyst Necklace", type: "necklace", category: "kadin", brand: G, ingredient: "gumus", symbol: "yildiz", stones: ["ametist", "ay-tasi"], price: 1720, discount: 1490, quantity: 11, collection: "Yıldız Serisi" },
  { n: 142, name: "Kaplan Gözü Ay Kordon", nameEn: "Tiger's Eye Moon Wristband", type: "wristband", category: "unisex", brand: G, ingredient: "celik", symbol: "ay", stones: ["kaplan-gozu"], price: 560, quantity: 27, collection: "Ay Işığı Serisi" },
  { n: 143, name: "Anadolu Akik Bileklik", nameEn: "Anatolian Agate Bracelet", type: "bracelet", category: "unisex", brand: A, ingredient: "gumus", symbol: "nazar", stones: ["akik", "yesim"], price: 820, quantity: 0, collection: "Anadolu Koleksiyonu" },
  { n: 144, name: "İnci Damla Kolye", nameEn: "Pearl Drop Necklace", type: "necklace", category: "kadin", brand: D, ingredient: "gumus", symbol: "kalp", stones: ["inci", "ay-tasi"], price: 4500, discount: 3950, quantity: 4, collection: "İnci Serisi" },
];

/**
 * The demo's jewellery facts (issue [20] point 4), as a jeweller would state them: the silver
 * pieces 925 (some rhodium plated against tarnish, the men's bracelets oxidised), the gold-plated
 * ones 925 silver under gold, steel as steel; the weight by the kind of piece.
 */
const GRAMS: Record<ProductTypeSlug, [number, number]> = {
  necklace: [5.5, 0.9],
  bracelet: [9, 1.6],
  earrings: [3.2, 0.45],
  wristband: [14, 2.2],
};

function demoFacts(p: DemoProduct) {
  const [base, step] = GRAMS[p.type];
  const weightGrams = Math.round((base + (p.n % 7) * step) * 10) / 10;
  switch (p.ingredient) {
    case "altin-kaplama":
      return { metal: "silver", fineness: 925, weightGrams, plating: "gold" };
    case "celik":
      return { metal: "steel", fineness: null, weightGrams, plating: "none" };
    case "deri":
      // A leather cord's clasp is steel; the cord's weight is stated with it.
      return { metal: "steel", fineness: null, weightGrams, plating: null };
    default:
      return {
        metal: "silver",
        fineness: 925,
        weightGrams,
        plating:
          p.category === "erkek"
            ? "oxidised"
            : p.n % 3 === 0 || p.type === "earrings"
              ? "rhodium"
              : "none",
      };
  }
}

/**
 * The stones that are not as the ground gave them: turquoise stabilised with resin, onyx (black
 * agate) dyed, the steel cord's lapis a synthetic one. Every other stone is natural.
 */
const STONE_NATURE: Record<string, "treated" | "synthetic"> = {
  "102:turkuaz": "treated",
  "112:turkuaz": "treated",
  "118:turkuaz": "treated",
  "133:turkuaz": "treated",
  "104:oniks": "treated",
  "134:oniks": "treated",
  "116:lapis-lazuli": "synthetic",
};

/** Series whose members list each other as variants. ARW120 is unlisted: readers must skip it. */
const VARIANT_GROUPS = [
  [101, 114, 124, 120],
  [103, 127, 136, 144],
  [108, 129, 142],
  [102, 118, 133],
  [106, 116, 138],
];

/** Products sold together with a product. */
const COMBINATIONS: [number, number[]][] = [
  [101, [114, 124, 120]],
  [144, [103, 136]],
  [122, [102, 133]],
  [104, [134, 116]],
  [110, [137]],
];

const CAROUSEL = [144, 101, 129, 122, 110, 103, 106, 141];

const sku = (n: number) => `ARW${n}`;
export const productSlug = (name: string, skuCode: string) =>
  `${slugify(name)}-${skuCode.toLowerCase()}`;

// ---------------------------------------------------------------- content

const ABOUT = {
  tr: [
    "Doğal Taş & Gümüş, 2012 yılında İstanbul Kapalıçarşı'nın arka sokaklarındaki küçük bir tezgâhta başladı. Bugün de aynı anlayışla çalışıyoruz: az sayıda, özenle ve elde.",
    "Kullandığımız taşları güvendiğimiz tedarikçilerden tek tek seçiyoruz. Ametistten turkuaza, ay taşından lapis lazuliye kadar her taşın rengini, damarını ve ışığını inceleyip ona en çok yakışan tasarımı arıyoruz.",
    "Gümüş parçalarımızın tamamı 925 ayar gümüşten üretilir ve damgalıdır. Kaplamalı modellerde kalın altın kaplama kullanır, her takıyı paketlemeden önce elde parlatır ve tek tek kontrol ederiz.",
    "Siparişiniz, atölyemizde hazırlanan kutusunda ve bir bakım kartıyla birlikte yola çıkar. Sorularınız için bize telefonla, e-postayla ya da WhatsApp üzerinden her zaman ulaşabilirsiniz.",
  ],
  en: [
    "Doğal Taş & Gümüş began in 2012 at a small bench in the back streets of Istanbul's Grand Bazaar. We still work the same way today: in small numbers, with care, and by hand.",
    "We choose every stone ourselves from suppliers we trust. From amethyst to turquoise, moonstone to lapis lazuli, we study each stone's colour, veins and light before looking for the design that suits it best.",
    "All of our silver pieces are made of hallmarked 925 sterling silver. Our plated designs carry a thick layer of gold, and every piece is polished by hand and checked before it is packed.",
    "Your order leaves the workshop in its own box with a care card. You can always reach us by phone, e-mail or WhatsApp with any question.",
  ],
};

const STORY = {
  tr: [
    "Her şey, büyükannemin çeyiz sandığından çıkan turkuaz taşlı bir yüzükle başladı. Taşın rengi yıllar geçmesine rağmen ilk günkü gibi canlıydı; o gün taşların da bir hikâye taşıdığına inandım.",
    "Üniversitede kuyumculuk derslerine giderken hafta sonlarımı Kapalıçarşı'daki ustaların yanında geçirdim. Gümüşü eritmeyi, taşı yuvasına oturtmayı ve en çok da sabrı orada öğrendim.",
    "2012'de kendi tezgâhımı kurduğumda amacım basitti: doğal taşları, onları gölgelemeyen sade gümüş tasarımlarla buluşturmak. Bugün küçük ekibimizle her parçayı hâlâ aynı özenle elde yapıyoruz.",
    "Taktığınız her takının size iyi gelmesini, zamanla sizin de hikâyenizin bir parçası olmasını diliyoruz. Atölyemizin kapısı, bir çay içip taşlara bakmak isteyen herkese açık.",
  ],
  en: [
    "It all began with a turquoise ring from my grandmother's dowry chest. Decades later its colour was as vivid as on the first day, and that was when I came to believe that stones carry stories too.",
    "While studying jewellery making at university, I spent my weekends with the masters of the Grand Bazaar. There I learned to melt silver, to set a stone in its bezel and, above all, to be patient.",
    "When I set up my own bench in 2012 my aim was simple: to pair natural stones with plain silver designs that never overshadow them. Today our small team still makes every piece by hand with the same care.",
    "We hope every piece you wear does you good and, in time, becomes part of your own story. Our workshop door is open to anyone who would like to drink a tea and look at the stones.",
  ],
};

const BLOGS = [
  {
    slug: "dogal-taslar-nasil-secilir",
    title: "Doğal Taşlar Nasıl Seçilir?",
    titleEn: "How to Choose Natural Stones",
    preview: "Renk, doku ve ışık: bir taşı seçerken nelere baktığımızı anlatıyoruz.",
    previewEn: "Colour, texture and light: what we look at when we choose a stone.",
    body:
      "<p>Doğal bir taşı seçerken ilk baktığımız şey <strong>renktir</strong>. Aynı ametist bile farklı ışıklarda leylaktan koyu mora dönebilir; bu yüzden taşları gün ışığında inceleriz.</p>" +
      "<p>İkinci adım <strong>dokudur</strong>. Akik ve yeşim gibi taşlarda damarlar ve bulutlanmalar kusur değil, taşın kimliğidir. Tamamen kusursuz görünen bir taş çoğu zaman işlenmiş ya da yapaydır.</p>" +
      "<p>Son olarak taşı takacak kişiyi düşünürüz. Günlük kullanım için sert taşları, özel günler içinse daha hassas ama ışıltılı taşları öneririz.</p>" +
      "<ul><li>Taşı gün ışığında inceleyin.</li><li>Damarları bir imza gibi görün.</li><li>Kullanım sıklığını göz önüne alın.</li></ul>",
    bodyEn:
      "<p>The first thing we look at in a natural stone is its <strong>colour</strong>. Even a single amethyst can move from lilac to deep violet in different light, so we always study stones in daylight.</p>" +
      "<p>The second step is <strong>texture</strong>. In stones such as agate and jade, veins and clouds are not flaws but the stone's identity. A stone that looks perfectly flawless has often been treated or is synthetic.</p>" +
      "<p>Finally, we think of the person who will wear it. For every day we suggest harder stones; for special occasions, more delicate but brilliant ones.</p>" +
      "<ul><li>Look at the stone in daylight.</li><li>See its veins as a signature.</li><li>Think about how often it will be worn.</li></ul>",
    image: "/images/demo/blog-1.svg",
    innerImage: "/images/demo/necklace-amethyst.svg",
    daysAgo: 10,
    isActive: true,
  },
  {
    slug: "gumus-takilarin-bakimi",
    title: "Gümüş Takıların Bakımı",
    titleEn: "Caring for Silver Jewellery",
    preview: "Gümüşünüzün ilk günkü gibi parlaması için birkaç basit alışkanlık.",
    previewEn: "A few simple habits that keep your silver shining like new.",
    body:
      "<p>Gümüş, havadaki kükürtle tepkimeye girdikçe zamanla kararır. Bu doğal bir süreçtir ve <strong>doğru bakımla</strong> kolayca önlenebilir.</p>" +
      "<p>Takılarınızı parfüm, krem ve deniz suyundan uzak tutun; banyoya ve havuza girmeden önce çıkarın. Kullanmadığınız zamanlarda ağzı kapalı bir kesede saklayın.</p>" +
      "<p>Kararan gümüşü yumuşak bir parlatma beziyle silmek çoğu zaman yeterlidir. Taşlı parçalarda kimyasal temizleyicilerden kaçının; taşın yüzeyine zarar verebilirler.</p>",
    bodyEn:
      "<p>Silver slowly tarnishes as it reacts with sulphur in the air. It is a natural process and <strong>the right care</strong> easily prevents it.</p>" +
      "<p>Keep your jewellery away from perfume, creams and sea water, and take it off before a bath or a swim. When you are not wearing it, keep it in a closed pouch.</p>" +
      "<p>Wiping tarnished silver with a soft polishing cloth is usually enough. Avoid chemical cleaners on pieces with stones, as they can damage the stone's surface.</p>",
    image: "/images/demo/blog-2.svg",
    innerImage: null,
    daysAgo: 25,
    isActive: true,
  },
  {
    slug: "burc-taslari-rehberi",
    title: "Burç Taşları Rehberi",
    titleEn: "A Guide to Zodiac Stones",
    preview: "Koçtan Balık'a, her burcun geleneksel olarak eşleştiği taşlar.",
    previewEn: "From Aries to Pisces, the stones traditionally paired with each sign.",
    body:
      "<p>Taşları burçlarla eşleştirme geleneği yüzyıllar öncesine uzanır. Burç Serimizde bu eski eşleşmelerden ilham aldık.</p>" +
      "<p><strong>Koç</strong> için ametist, <strong>Boğa</strong> için akik ve yeşim, <strong>İkizler</strong> için turkuaz, <strong>Yengeç</strong> için deniz ışıltılı taşlar öne çıkar. Aslan burcunu kaplan gözünün sıcak tonları, Başak burcunu ay taşının dinginliği anlatır.</p>" +
      "<p>Terazi için pembe kuvars, Akrep ve Oğlak için oniks, Yay için lapis lazuli, Kova için turkuaz ve Balık için ay taşı seçtik. Yine de en doğru taş, size iyi gelen taştır.</p>",
    bodyEn:
      "<p>The tradition of pairing stones with star signs goes back centuries. Our Zodiac Collection draws on these old pairings.</p>" +
      "<p>Amethyst for <strong>Aries</strong>, agate and jade for <strong>Taurus</strong>, turquoise for <strong>Gemini</strong> and sea-bright stones for <strong>Cancer</strong>. The warm tones of tiger's eye speak for Leo, the calm of moonstone for Virgo.</p>" +
      "<p>We chose rose quartz for Libra, onyx for Scorpio and Capricorn, lapis lazuli for Sagittarius, turquoise for Aquarius and moonstone for Pisces. Still, the right stone is the one that feels right to you.</p>",
    image: "/images/demo/blog-3.svg",
    innerImage: "/images/demo/earrings-moonstone.svg",
    daysAgo: 40,
    isActive: true,
  },
  {
    slug: "yaz-koleksiyonu-taslagi",
    title: "Yaz Koleksiyonu Taslağı",
    titleEn: "Summer Collection Draft",
    preview: "Henüz yayımlanmadı.",
    previewEn: "Not published yet.",
    body: "<p>Bu yazı henüz hazırlanıyor.</p><p>Yakında burada.</p><p>Taslak.</p>",
    bodyEn: "<p>This post is still being written.</p><p>Coming soon.</p><p>Draft.</p>",
    image: "/images/demo/blog-4.svg",
    innerImage: null,
    daysAgo: 2,
    isActive: false,
  },
];

const SLIDERS = [
  {
    title: "Doğanın Renkleri",
    titleEn: "Colours of Nature",
    body: "<p>Elde işlenmiş <strong>doğal taşlar</strong> ve 925 ayar gümüş.</p>",
    bodyEn: "<p>Hand-finished <strong>natural stones</strong> and 925 sterling silver.</p>",
    firstImage: "/images/demo/slider-1.svg",
    secondImage: "/images/demo/necklace-amethyst.svg",
    slug: "/shop",
    isActive: true,
  },
  {
    title: "Burç Serisi",
    titleEn: "Zodiac Collection",
    body: "<p>Burcunuzun taşını taşıyan <strong>kolye, küpe ve bileklikler</strong>.</p>",
    bodyEn: "<p><strong>Necklaces, earrings and bracelets</strong> set with your sign's stone.</p>",
    firstImage: "/images/demo/slider-2.svg",
    secondImage: "/images/demo/earrings-turquoise.svg",
    slug: "/shop?q=burcu",
    isActive: true,
  },
  {
    title: "İnci Serisi",
    titleEn: "Pearl Collection",
    body: "<p>Denizden gelen ışıltı, <strong>altın ve gümüşle</strong>.</p>",
    bodyEn: "<p>The lustre of the sea, set in <strong>gold and silver</strong>.</p>",
    firstImage: "/images/demo/slider-4.svg",
    secondImage: "/images/demo/necklace-pearl.svg",
    slug: "/shop?stones=inci",
    isActive: true,
  },
  {
    // Inactive: tests check that it never shows.
    title: "Eski Kampanya",
    titleEn: "Old Campaign",
    body: "<p>Bu kampanya sona erdi.</p>",
    bodyEn: "<p>This campaign has ended.</p>",
    firstImage: "/images/demo/slider-3.svg",
    secondImage: "/images/demo/bracelet-onyx.svg",
    slug: "/shop",
    isActive: false,
  },
];

const REVIEW_TEXTS: { title: string; review: string; rating: number; isRecommended: boolean }[] = [
  {
    title: "Çok zarif",
    review: "Fotoğraftakinden bile güzel, taşın rengi çok canlı. Paketleme de özenliydi.",
    rating: 5,
    isRecommended: true,
  },
  {
    title: "Hediye olarak aldım",
    review: "Annem çok beğendi, her gün takıyor. Kargo iki günde geldi.",
    rating: 5,
    isRecommended: true,
  },
  {
    title: "Güzel ama küçük",
    review: "İşçiliği güzel ancak beklediğimden biraz küçük çıktı.",
    rating: 3,
    isRecommended: true,
  },
  {
    title: "Beklediğim gibi",
    review: "Gümüşü kaliteli, taş düzgün yerleştirilmiş. Fiyatına göre iyi.",
    rating: 4,
    isRecommended: true,
  },
  {
    title: "Harika işçilik",
    review: "Elde yapıldığı belli oluyor, her detay düşünülmüş.",
    rating: 5,
    isRecommended: true,
  },
  {
    title: "Zinciri ince",
    review: "Taş çok güzel fakat zincir benim için biraz ince kaldı.",
    rating: 3,
    isRecommended: false,
  },
  {
    title: "Tam istediğim renk",
    review: "Sitede gördüğüm renkle aynı geldi, çok memnunum.",
    rating: 5,
    isRecommended: true,
  },
  {
    title: "Fena değil",
    review: "Günlük kullanım için hoş, özel bir beklentim yoktu.",
    rating: 4,
    isRecommended: true,
  },
  {
    title: "Kilidi zor",
    review: "Tasarımı güzel ama kilidi tek başıma takmakta zorlanıyorum.",
    rating: 2,
    isRecommended: false,
  },
  {
    title: "Mükemmel",
    review: "İkinci siparişim, yine hiç hayal kırıklığına uğratmadı.",
    rating: 5,
    isRecommended: true,
  },
  {
    title: "Işıltılı",
    review: "Güneş ışığında taş çok güzel parlıyor, iltifat alıyorum.",
    rating: 5,
    isRecommended: true,
  },
  {
    title: "Kararma oldu",
    review: "Bir ay sonra biraz karardı, bez ile silince düzeldi.",
    rating: 3,
    isRecommended: true,
  },
  {
    title: "Beğenmedim",
    review: "Taşın tonu benim için fazla koyu kaldı, iade ettim.",
    rating: 1,
    isRecommended: false,
  },
  {
    title: "Şık ve hafif",
    review: "Çok hafif, gün boyu taktığımı unutuyorum.",
    rating: 4,
    isRecommended: true,
  },
  {
    title: "Eşime aldım",
    review: "Eşim bayıldı, kutusu da çok şıktı.",
    rating: 5,
    isRecommended: true,
  },
  {
    title: "İyi paketlenmiş",
    review: "Kargoda hiç zarar görmeden geldi, bakım kartı da güzel bir düşünce.",
    rating: 4,
    isRecommended: true,
  },
  {
    title: "Biraz pahalı",
    review: "Güzel bir parça ama fiyatı biraz yüksek buldum.",
    rating: 3,
    isRecommended: true,
  },
  {
    title: "Her gün takıyorum",
    review: "Aylardır çıkarmadım, hâlâ ilk günkü gibi.",
    rating: 5,
    isRecommended: true,
  },
  {
    title: "Renk farklı",
    review: "Fotoğrafta daha açık görünüyordu, yine de güzel.",
    rating: 4,
    isRecommended: true,
  },
  {
    title: "Tavsiye ederim",
    review: "Hızlı kargo, kaliteli ürün, ilgili satıcı.",
    rating: 5,
    isRecommended: true,
  },
];

/** Products with reviews, and how many each gets (20 in all). */
const REVIEWED: [number, number][] = [
  [101, 3],
  [103, 3],
  [105, 2],
  [110, 3],
  [122, 2],
  [129, 2],
  [133, 2],
  [144, 3],
];

/** A Turkish IBAN with correct check digits (ISO 13616 mod 97). */
function trIban(bankCode: string, account: string): string {
  const bban = `${bankCode.padStart(5, "0")}0${account.padStart(16, "0")}`;
  // 'TR' is 29 27; the check digits are computed over BBAN + 'TR00'.
  const check = 98n - (BigInt(`${bban}292700`) % 97n);
  const iban = `TR${check.toString().padStart(2, "0")}${bban}`;
  return iban.replace(/(.{4})/g, "$1 ").trim();
}

// ---------------------------------------------------------------- seeding

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH_SIZE) await insert(rows.slice(i, i + BATCH_SIZE));
}

/**
 * The database counts as empty when it has no product, no user and no type: seeding then
 * cannot collide with anything (after an admin deleted every product, it must not run again).
 */
async function hasData(db: DbOrTx): Promise<boolean> {
  const [p, u, t] = await Promise.all([
    db.select({ id: products.id }).from(products).limit(1),
    db.select({ id: users.id }).from(users).limit(1),
    db.select({ id: types.id }).from(types).limit(1),
  ]);
  return p.length > 0 || u.length > 0 || t.length > 0;
}

/** Any number that no other advisory lock in the app uses. */
const SEED_LOCK = 72_616_401;

/**
 * Fills an empty database with the demo shop in one transaction and answers true; answers false
 * (and changes nothing) when the database already has products, users or types. With `past`,
 * the shop also gets its 90 days of orders (./past.server.ts): a first start and `db:seed` ask
 * for it; the tests' template is today's shop without them.
 */
export async function seedIfEmpty(db: Db, opts: { past?: boolean } = {}): Promise<boolean> {
  if (await hasData(db)) return false;

  // scrypt is slow on purpose: hash before the transaction, one at a time to bound memory.
  const hashes = {
    admin: await hashPassword(DEMO_ACCOUNTS.admin.password),
    merchant: await hashPassword(DEMO_ACCOUNTS.merchant.password),
    member: await hashPassword(DEMO_ACCOUNTS.member.password),
  };

  return db.transaction(async (tx) => {
    // Two processes starting on one database: the second waits here, then finds the data.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await hasData(tx)) return false;
    await insertDemo(tx, hashes);
    if (opts.past) await (await import("./past.server")).seedDemoPast(tx);
    return true;
  });
}

type Ids = Map<string, string>;

async function insertTaxonomy(
  tx: DbOrTx,
  table: typeof categories,
  seeds: TaxonomySeed[],
): Promise<Ids> {
  const rows = seeds.map((s) => ({
    id: randomUUID(),
    name: s.name,
    nameEn: s.nameEn,
    slug: s.slug,
    description: s.description ?? null,
    descriptionEn: s.descriptionEn ?? null,
  }));
  await tx.insert(table).values(rows);
  return new Map(rows.map((r) => [r.slug, r.id]));
}

async function insertDemo(tx: DbOrTx, hashes: { admin: string; merchant: string; member: string }) {
  const now = Date.now();
  const daysAgo = (d: number) => new Date(now - d * 86_400_000);

  const categoryIds = await insertTaxonomy(tx, categories, CATEGORY_SEEDS);
  const typeIds = await insertTaxonomy(tx, types, TYPE_SEEDS);
  const stoneIds = await insertTaxonomy(tx, stones, STONE_SEEDS);
  const ingredientIds = await insertTaxonomy(tx, ingredients, INGREDIENT_SEEDS);
  const symbolIds = await insertTaxonomy(tx, symbols, SYMBOL_SEEDS);

  const merchantId = randomUUID();
  await tx.insert(merchants).values({
    id: merchantId,
    name: "Taş Atölyesi",
    email: DEMO_ACCOUNTS.merchant.email,
    phoneNumber: "5551112244",
    business: "El yapımı doğal taş ve gümüş takı atölyesi",
  });

  const brandIds: Ids = new Map(BRAND_SEEDS.map((b) => [b.slug, randomUUID()]));
  await tx.insert(brands).values(
    BRAND_SEEDS.map((b) => ({
      id: brandIds.get(b.slug)!,
      name: b.name,
      slug: b.slug,
      description: b.description,
      descriptionEn: b.descriptionEn,
      merchantId: b.slug === "dogal-tas-atolyesi" ? merchantId : null,
    })),
  );

  const userIds = {
    admin: randomUUID(),
    merchant: randomUUID(),
    member: randomUUID(),
    ayse: randomUUID(),
    mehmet: randomUUID(),
  };
  await tx.insert(users).values([
    {
      id: userIds.admin,
      firstName: "Ada",
      lastName: "Yönetici",
      email: DEMO_ACCOUNTS.admin.email,
      passwordHash: hashes.admin,
      phoneNumber: "5551112233",
      role: "ROLE_ADMIN",
      createdAt: daysAgo(400),
    },
    {
      id: userIds.merchant,
      firstName: "Selin",
      lastName: "Taşçı",
      email: DEMO_ACCOUNTS.merchant.email,
      passwordHash: hashes.merchant,
      phoneNumber: "5551112244",
      role: "ROLE_MERCHANT",
      merchantId,
      createdAt: daysAgo(300),
    },
    {
      id: userIds.member,
      firstName: "Elif",
      lastName: "Demir",
      email: DEMO_ACCOUNTS.member.email,
      passwordHash: hashes.member,
      phoneNumber: "5321234567",
      role: "ROLE_MEMBER",
      createdAt: daysAgo(120),
    },
    // Reviewers without a password: they show as review authors and cannot sign in.
    {
      id: userIds.ayse,
      firstName: "Ayşe",
      lastName: "Yılmaz",
      email: "ayse@demo.shop",
      role: "ROLE_MEMBER",
      createdAt: daysAgo(200),
    },
    {
      id: userIds.mehmet,
      firstName: "Mehmet",
      lastName: "Kaya",
      email: "mehmet@demo.shop",
      role: "ROLE_MEMBER",
      createdAt: daysAgo(150),
    },
  ]);
  await tx.insert(addresses).values({
    userId: userIds.member,
    address: "Moda Caddesi No: 12 Daire: 3",
    city: "İstanbul",
    state: "Kadıköy",
    country: "Türkiye",
    zipCode: "34710",
    isDefault: true,
  });

  // Products.
  const productIds = new Map<number, string>(DEMO_PRODUCTS.map((p) => [p.n, randomUUID()]));
  const productRows = DEMO_PRODUCTS.map((p) => {
    const code = sku(p.n);
    const texts = productTexts({
      type: p.type,
      ingredient: p.ingredient,
      stones: p.stones,
      collection: { tr: p.collection, en: collectionEn(p.collection) },
      zodiac: p.zodiac,
    });
    const pictures = productPictures(p.type, p.stones[0], p.n % 3 === 0 ? 1 : 2);
    return {
      id: productIds.get(p.n)!,
      sku: code,
      name: p.name,
      nameEn: p.nameEn,
      slug: productSlug(p.name, code),
      ...texts,
      pcollection: p.collection,
      price: p.price,
      discountPrice: p.discount ?? null,
      quantity: p.quantity,
      ...pictures,
      isActive: p.isActive ?? true,
      isVisible: p.isVisible ?? true,
      brandId: brandIds.get(p.brand)!,
      categoryId: categoryIds.get(p.category)!,
      typeId: typeIds.get(p.type)!,
      ingredientId: ingredientIds.get(p.ingredient)!,
      symbolId: p.symbol ? symbolIds.get(p.symbol)! : null,
      ...demoFacts(p),
      searchText: searchDocument([
        code,
        p.name,
        p.nameEn,
        texts.ingredients,
        texts.ingredientsEn,
        texts.details,
        texts.detailsEn,
      ]),
      createdAt: daysAgo((145 - p.n) * 2),
      updatedAt: daysAgo((145 - p.n) * 2),
    };
  });
  await insertInBatches(productRows, (batch) => tx.insert(products).values(batch));
  await insertInBatches(
    DEMO_PRODUCTS.flatMap((p) =>
      p.stones.map((s) => ({
        productId: productIds.get(p.n)!,
        stoneId: stoneIds.get(s)!,
        nature: STONE_NATURE[`${p.n}:${s}`] ?? "natural",
      })),
    ),
    (batch) => tx.insert(productStones).values(batch),
  );
  await tx
    .insert(productChildren)
    .values(
      VARIANT_GROUPS.flatMap((group) =>
        group.flatMap((n) =>
          group
            .filter((m) => m !== n)
            .map((m) => ({ productId: productIds.get(n)!, childId: productIds.get(m)! })),
        ),
      ),
    );
  await tx
    .insert(productCombinations)
    .values(
      COMBINATIONS.flatMap(([n, combo]) =>
        combo.map((m) => ({ productId: productIds.get(n)!, comboId: productIds.get(m)! })),
      ),
    );

  await tx
    .insert(carouselEntries)
    .values(CAROUSEL.map((n, i) => ({ productId: productIds.get(n)!, sortOrder: i + 1 })));

  const reviewers = [userIds.member, userIds.ayse, userIds.mehmet];
  let r = 0;
  await tx.insert(reviews).values(
    REVIEWED.flatMap(([n, count]) =>
      Array.from({ length: count }, (_, k) => {
        const text = REVIEW_TEXTS[r % REVIEW_TEXTS.length];
        r++;
        return {
          productId: productIds.get(n)!,
          userId: reviewers[k % reviewers.length],
          ...text,
          createdAt: daysAgo(3 + r * 4),
        };
      }),
    ),
  );

  await tx.insert(settings).values({
    id: 1,
    storeName: "Doğal Taş & Gümüş",
    exchangeRate: 32.5,
    phoneNumber: "+90 555 111 22 33",
    emailAddress: "info@demo.shop",
    orderMailTo: DEMO_ACCOUNTS.admin.email,
    storeAddress: "Kalcılar Hanı No: 14, Kapalıçarşı, Fatih / İstanbul",
    siteAddress: "www.demo.shop",
    // Obviously fictitious: a demo shop names no real company.
    legalName: "Örnek Doğal Taş ve Gümüş Takı Ticaret Ltd. Şti. (DEMO)",
    mersisNumber: "0000000000000000",
    taxOffice: "Örnek Vergi Dairesi",
    taxNumber: "0000000000",
    registeredAddress: "Örnek Mahallesi, Demo Sokak No: 0, Fatih / İstanbul",
    kepAddress: "ornek-demo@hs00.kep.tr",
    chamber: "Örnek Ticaret Odası (DEMO)",
    etbisNumber: "DEMO-0000",
    homepageAboutText:
      "Doğal Taş & Gümüş, İstanbul'daki küçük atölyemizde doğal taşları 925 ayar gümüşle buluşturuyor. Her parçayı elde, tek tek şekillendiriyor; taşın rengini ve hikâyesini öne çıkarıyoruz. Takılarımız günlük hayatın içinde, uzun yıllar sizinle olsun diye tasarlanıyor.",
    homepageAboutTextEn:
      "Doğal Taş & Gümüş brings natural stones and 925 sterling silver together in our small Istanbul workshop. We shape every piece by hand, one at a time, letting the colour and story of each stone lead. Our jewellery is made to be worn every day and kept for years.",
    aboutParagraphs: ABOUT,
    storyParagraphs: STORY,
    whatsappNumber: "905551112233",
    instagramUrl: "https://www.instagram.com/dogaltasgumus",
    bankAccountHolder: "Taş Atölyesi Kuyumculuk Ltd. Şti.",
    bankAccounts: [
      { bank: "Ziraat Bankası", currency: "TRY", iban: trIban("00010", "0912345678905001") },
      { bank: "Garanti BBVA", currency: "USD", iban: trIban("00062", "0000629876543210") },
      { bank: "Türkiye İş Bankası", currency: "USD", iban: trIban("00064", "0000011223344556") },
    ],
    teachersDayTypeId: typeIds.get("necklace")!,
    teachersDayIngredientId: ingredientIds.get("gumus")!,
  });

  await tx
    .insert(sliders)
    .values(SLIDERS.map((s, i) => ({ ...s, sortOrder: i + 1, createdAt: daysAgo(30 - i) })));

  await tx
    .insert(blogs)
    .values(BLOGS.map(({ daysAgo: d, ...b }) => ({ ...b, createdAt: daysAgo(d) })));

  await tx
    .insert(popups)
    .values({ id: 1, status: true, src: "/images/demo/popup.svg", url: "/shop" });

  await tx.insert(coupons).values([
    {
      name: "Hoş Geldin İndirimi",
      code: "HOSGELDIN10",
      dtype: "P",
      amount: 10,
      uses: 100,
      startDate: daysAgo(365),
      endDate: daysAgo(-365),
      isActive: true,
    },
    {
      name: "Kolye İndirimi",
      code: "KOLYE50",
      dtype: "A",
      amount: 50,
      uses: 3,
      // Types share the coupon's 'categories' ids with the other taxonomies (see schema).
      categoryIds: [typeIds.get("necklace")!],
      startDate: daysAgo(365),
      endDate: daysAgo(-365),
      isActive: true,
    },
  ]);
}
