import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize-html.server";

/** Nothing in the output may run script, whatever the payload tried. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<(svg|math|iframe|object|embed|style|form|input|textarea|template)\b/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
  expect(html).not.toMatch(/(javascript|vbscript|data):/i);
}

describe("sanitizeHtml keeps the allowed markup", () => {
  it("keeps paragraphs, emphasis, lists and headings", () => {
    const html =
      "<h2>Başlık</h2><p>Bir <strong>güçlü</strong>, <b>kalın</b>, <em>vurgulu</em>, <i>eğik</i> ve <u>altı çizili</u> metin.<br>Yeni satır</p>" +
      "<ul><li>bir</li><li>iki</li></ul><ol><li>üç</li></ol><h3>Alt</h3><h4>Küçük</h4><blockquote>Alıntı</blockquote><p><span>aralık</span></p>";
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("keeps safe links and adds rel", () => {
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2" title="Örnek">site</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" title="Örnek" rel="noopener noreferrer">site</a>',
    );
    expect(sanitizeHtml('<a href="/shop?cat=necklace">mağaza</a>')).toBe(
      '<a href="/shop?cat=necklace" rel="noopener noreferrer">mağaza</a>',
    );
    expect(sanitizeHtml('<a href="mailto:info@example.com">yaz</a>')).toBe(
      '<a href="mailto:info@example.com" rel="noopener noreferrer">yaz</a>',
    );
    expect(sanitizeHtml('<a href="blog/note/x#top">göreli</a>')).toBe(
      '<a href="blog/note/x#top" rel="noopener noreferrer">göreli</a>',
    );
  });

  it("replaces a rel or target the author set", () => {
    expect(sanitizeHtml('<a href="https://x.test" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.test" rel="noopener noreferrer">x</a>',
    );
  });

  it("keeps images with their size and makes them lazy", () => {
    expect(sanitizeHtml('<img src="/images/a.jpg" alt="Ametist" width="800" height="600">')).toBe(
      '<img src="/images/a.jpg" alt="Ametist" width="800" height="600" loading="lazy">',
    );
    expect(sanitizeHtml('<IMG SRC="https://cdn.example.com/b.png" WIDTH="100%">')).toBe(
      '<img src="https://cdn.example.com/b.png" loading="lazy">',
    );
  });

  it("escapes text and keeps Turkish characters", () => {
    expect(sanitizeHtml("<p>a < b & c > d — İğüşöç</p>")).toBe(
      "<p>a &lt; b &amp; c &gt; d — İğüşöç</p>",
    );
    expect(sanitizeHtml("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>")).toBe(
      "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>",
    );
    expect(sanitizeHtml("düz metin")).toBe("düz metin");
    expect(sanitizeHtml("")).toBe("");
  });

  it("unwraps unknown tags and keeps their text", () => {
    expect(sanitizeHtml('<div class="x"><section><p>iç</p></section> dış</div>')).toBe(
      "<p>iç</p> dış",
    );
    expect(sanitizeHtml("<font color=red>renkli</font> <marquee>kayan</marquee>")).toBe(
      "renkli kayan",
    );
  });

  it("drops comments and attributes that are not allowed", () => {
    expect(sanitizeHtml('<p class="lead" id="x" data-x="1"><!-- not shown -->metin</p>')).toBe(
      "<p>metin</p>",
    );
  });
});

describe("sanitizeHtml removes script", () => {
  const payloads: [string, string][] = [
    ["<script>alert(1)</script>", ""],
    ["<SCRIPT SRC=//evil.test/x.js></SCRIPT>", ""],
    ['<p>ok</p><script type="module">import("//evil.test")</script>', "<p>ok</p>"],
    // As a browser reads it: an element named "scr<script" (dropped), then text.
    ["<scr<script>ipt>alert(1)</script>", "ipt&gt;alert(1)"],
    ["<img src=x onerror=alert(1)>", '<img src="x" loading="lazy">'],
    ['<img src="x" onerror="alert(1)" onload=alert(2)>', '<img src="x" loading="lazy">'],
    ["<img src=x oNeRrOr=alert(1)>", '<img src="x" loading="lazy">'],
    // As a browser reads it: one attribute, src="x/onerror=alert(1)", and no handler.
    ["<img/src=x/onerror=alert(1)>", '<img src="x/onerror=alert(1)" loading="lazy">'],
    ["<svg onload=alert(1)>", ""],
    ["<svg><script>alert(1)</script><p>iç</p></svg>sonra", "sonra"],
    ["<svg><a xlink:href=javascript:alert(1)><text>x</text></a></svg>", ""],
    ['<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>', ""],
    ["<iframe src=javascript:alert(1)></iframe>", ""],
    ['<iframe srcdoc="<script>alert(1)</script>"></iframe>', ""],
    ['<object data="data:text/html,<script>alert(1)</script>"></object>', ""],
    ['<embed src="javascript:alert(1)">', ""],
    ['<form action="javascript:alert(1)"><input type=submit></form>', ""],
    ["<style>@import 'http://evil.test/x.css';</style><p>ok</p>", "<p>ok</p>"],
    ['<p style="background:url(javascript:alert(1))">x</p>', "<p>x</p>"],
    ['<span style="behavior:url(x.htc)" onmouseover="alert(1)">x</span>', "<span>x</span>"],
    ["<body onload=alert(1)>metin</body>", "metin"],
    ['<details open ontoggle="alert(1)">x</details>', "x"],
    // htmlparser2 reads noscript's content as markup, a browser as text: either way nothing is left
    // that could run, since whatever is kept is written anew and escaped.
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', ""],
    ["<template><img src=x onerror=alert(1)></template>", ""],
    ["<textarea><img src=x onerror=alert(1)></textarea>", ""],
    ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ""],
    ['<base href="javascript:alert(1)//">', ""],
    ['<link rel=stylesheet href="javascript:alert(1)">', ""],
    ['<video><source onerror="alert(1)"></video>', ""],
    ['<button formaction="javascript:alert(1)">x</button>', ""],
  ];
  for (const [input, output] of payloads) {
    it(input, () => {
      const html = sanitizeHtml(input);
      expect(html).toBe(output);
      expectInert(html);
    });
  }
});

describe("sanitizeHtml refuses dangerous URLs", () => {
  const hrefs = [
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "\u0001javascript:alert(1)",
    "jav&#x09;ascript:alert(1)",
    "jav&#x0A;ascript:alert(1)",
    "jav&#x0D;ascript:alert(1)",
    "jav\tascript:alert(1)",
    "&#106;avascript:alert(1)",
    "&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)",
    "&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)",
    "javascript&colon;alert(1)",
    "javascript&#58;alert(1)",
    "java&NewLine;script:alert(1)",
    "java&Tab;script:alert(1)",
    "&#14;javascript:alert(1)",
    "java\u200bscript:alert(1)",
    "vbscript:msgbox(1)",
    "VBSCRIPT:msgbox(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "DATA:text/html,<script>alert(1)</script>",
    "file:///etc/passwd",
  ];
  for (const href of hrefs) {
    it(`a href=${JSON.stringify(href)}`, () => {
      const html = sanitizeHtml(`<a href="${href}">tıkla</a>`);
      expect(html).toBe("tıkla");
      expectInert(html);
    });
    it(`img src=${JSON.stringify(href)}`, () => {
      const html = sanitizeHtml(`<img src="${href}" alt="x">`);
      expect(html).toBe("");
      expectInert(html);
    });
  }

  it("refuses an unquoted or single-quoted javascript: URL", () => {
    expect(sanitizeHtml("<a href=javascript:alert(1)>x</a>")).toBe("x");
    expect(sanitizeHtml("<a href='javascript:alert(1)'>x</a>")).toBe("x");
  });

  it("does not allow mailto: for images", () => {
    expect(sanitizeHtml('<img src="mailto:a@b.test">')).toBe("");
  });

  it("uses the first of duplicate attributes, as browsers do", () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)" href="/ok">x</a>')).toBe("x");
  });
});

describe("sanitizeHtml cannot be tricked out of an attribute or element", () => {
  it("escapes quotes and angle brackets in attribute values", () => {
    const html = sanitizeHtml(`<img src="/a.jpg" alt='"><script>alert(1)</script>'>`);
    expect(html).toBe(
      '<img src="/a.jpg" alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" loading="lazy">',
    );
    expectInert(html);
  });

  it("escapes a quote in a URL", () => {
    const html = sanitizeHtml(`<a href='/x" onclick="alert(1)'>x</a>`);
    expect(html).toBe('<a href="/x&quot; onclick=&quot;alert(1)" rel="noopener noreferrer">x</a>');
  });

  it("closes what the input left open", () => {
    expect(sanitizeHtml("<p>açık <strong>kalın")).toBe("<p>açık <strong>kalın</strong></p>");
  });

  it("refuses a non-numeric size", () => {
    expect(sanitizeHtml('<img src="/a.jpg" width="1 onerror=alert(1)" height="50">')).toBe(
      '<img src="/a.jpg" height="50" loading="lazy">',
    );
  });

  it("survives deep nesting", () => {
    const deep = "<span>".repeat(5000) + "x" + "</span>".repeat(5000);
    const html = sanitizeHtml(deep);
    expect(html.length).toBeLessThan(2000);
    expectInert(html);
  });
});
