import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, productJsonLd } from "./product-structured-data";
import { organizationJsonLd } from "./structured-data";

const product = {
  url: "https://shop.example/product/ametist-kolye",
  name: "Ametist Kolye",
  description: "Gümüş",
  sku: "ARW101",
  images: ["https://shop.example/images/a.webp"],
  brand: "Doğal Taş Atölyesi",
  price: 1250,
  currency: "TRY" as const,
  stock: 3,
};

describe("Product JSON-LD", () => {
  it("offers the shown price in the shown currency, in stock while any is left", () => {
    const ld = productJsonLd(product);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Ametist Kolye",
      sku: "ARW101",
      image: ["https://shop.example/images/a.webp"],
      brand: { "@type": "Brand", name: "Doğal Taş Atölyesi" },
      offers: {
        "@type": "Offer",
        url: product.url,
        price: "1250.00",
        priceCurrency: "TRY",
        availability: "https://schema.org/InStock",
      },
    });
  });

  it("is out of stock at 0, and leaves out a brand and images it does not have", () => {
    const ld = productJsonLd({
      ...product,
      stock: 0,
      brand: null,
      images: [],
      price: 39.5,
      currency: "USD",
    });
    expect(ld.offers).toMatchObject({
      availability: "https://schema.org/OutOfStock",
      price: "39.50",
      priceCurrency: "USD",
    });
    expect(ld).not.toHaveProperty("brand");
    expect(ld).not.toHaveProperty("image");
    expect(ld).not.toHaveProperty("material");
    expect(ld).not.toHaveProperty("weight");
  });

  it("states the metal and the weight in grams when the product does", () => {
    const ld = productJsonLd({ ...product, material: "925 ayar gümüş", weightGrams: 4.2 });
    expect(ld).toMatchObject({
      material: "925 ayar gümüş",
      weight: { "@type": "QuantitativeValue", value: 4.2, unitCode: "GRM" },
    });
  });
});

describe("BreadcrumbList JSON-LD", () => {
  it("numbers the steps from 1", () => {
    const ld = breadcrumbJsonLd([
      { name: "Ana Sayfa", url: "https://shop.example/" },
      { name: "Mağaza", url: "https://shop.example/shop" },
    ]);
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Ana Sayfa", item: "https://shop.example/" },
      { "@type": "ListItem", position: 2, name: "Mağaza", item: "https://shop.example/shop" },
    ]);
  });
});

describe("Organization JSON-LD", () => {
  const base = {
    name: "Taş ve Gümüş",
    url: "https://shop.example/",
    logo: "https://shop.example/images/logo.png",
  };

  it("carries the contact point and profiles the settings give", () => {
    const ld = organizationJsonLd({
      ...base,
      phone: " +90 555 000 00 00 ",
      email: "info@shop.example",
      sameAs: ["https://instagram.com/shop", "", "javascript:alert(1)"],
    });
    expect(ld).toMatchObject({ "@type": "Organization", name: "Taş ve Gümüş", logo: base.logo });
    expect(ld.contactPoint).toEqual([
      {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone: "+90 555 000 00 00",
        email: "info@shop.example",
      },
    ]);
    expect(ld.sameAs).toEqual(["https://instagram.com/shop"]);
  });

  it("has no contact point when the settings have neither phone nor e-mail", () => {
    const ld = organizationJsonLd({ ...base, phone: "", email: "  " });
    expect(ld).not.toHaveProperty("contactPoint");
    expect(ld).not.toHaveProperty("sameAs");
  });
});
