/**
 * The emulator's second origin, in the place of iyzico's static host
 * (sandbox-static.iyzipay.com): the checkout form's script, stylesheet, font and picture come from
 * there, as iyzico's do, so that a Content-Security-Policy that allows only the shop's own origin
 * or only the API's breaks the form in tests as it would in production (origins.ts).
 */
export const STATIC_PATHS = {
  css: "/checkoutform/css/main.min.css",
  js: "/checkoutform/js/iyziCheckout.min.js",
  font: "/checkoutform/fonts/brand.woff2",
  cards: "/checkoutform/img/cards.svg",
} as const;

/**
 * iyzico's form script reads the page's `iyziInit` (left by the checkout form content) and renders
 * into #iyzipay-checkout-form; this one shows the emulator's card page there, in an iframe.
 */
const SCRIPT = `(function () {
  var init = window.iyziInit;
  var host = document.getElementById("iyzipay-checkout-form");
  if (!init || !host) return;
  var origin = new URL(document.currentScript.src).origin;
  var brand = document.createElement("p");
  brand.className = "iyzi-emulator-brand";
  var cards = document.createElement("img");
  cards.src = origin + "${STATIC_PATHS.cards}";
  cards.alt = "";
  cards.width = 48;
  cards.height = 16;
  brand.appendChild(cards);
  brand.appendChild(document.createTextNode(init.locale === "en" ? "Pay with iyzico" : "iyzico ile Öde"));
  var frame = document.createElement("iframe");
  frame.src = init.baseUrl + "/checkout/" + encodeURIComponent(init.token) + "?embedded=1";
  frame.title = "iyzico";
  host.textContent = "";
  host.appendChild(brand);
  host.appendChild(frame);
})();
`;

const STYLES = `@font-face{font-family:"iyzico emulator";src:url(${STATIC_PATHS.font}) format("woff2");font-display:swap}
#iyzipay-checkout-form .iyzi-emulator-brand{display:flex;gap:.5rem;align-items:center;margin:0 0 .5rem;font-family:"iyzico emulator",sans-serif}
#iyzipay-checkout-form iframe{display:block;width:100%;min-height:560px;border:0}
`;

const CARDS = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 16"><rect width="22" height="16" rx="2" fill="#1a1f71"/><rect x="26" width="22" height="16" rx="2" fill="#eb001b"/></svg>`;

/**
 * DejaVu Sans (Bitstream Vera licence: free to copy and redistribute with its notices, which the
 * file's name table keeps), cut down with fontTools to the letters of "iyzico ile Öde" and "Pay
 * with iyzico".
 */
const FONT = Buffer.from(
  "d09GMgABAAAAAAtkAA8AAAAAL8QAAAsNAAJeuAAAAAAAAAAAAAAAAAAAAAAAAAAAGhwbIByBFh+BdgZWAIEEEQwKiEiGWQE2AiQDSAsmAAQgBc0+ByAbpi2zERZsHEAC78tS/FcJ9BDF/hSwRGTEiIhYKWESa8rxaXHh1AbnBxqf11bYCptr5793g8X+b/vggccz309/cUnKywxnAHMTu5vAjGYvp6U+6ZsKUGbn0BentULX0trWqb5WPr8fB/EE4LBMAH9EEwA8H97etr+dJFrKUYCc2Vm1cgFcG9UVfRWhmdude/d7iEZIiH//a5lmqHbKY2cYEjSAUmbIfP231V+qV7/aXiRXe5zSOAWUemdcnh1JZinQSEBiIYVjKaEDKGQIdEIaHUAHGDvf+f6rk0LSxztN1czz1TRNHIQwxoTg/31jEIAOACgoCAQCBwFrCEAlsTPWSpd980UdQQJEABCAyhQ1TRlZ5n9kbWvVz5fBIba0RJVdpinKFAxcRs/FT+45ldGF3eSBoh3NbWlxUxUt95RwGlwjha9PKTp6UuopTCpjLJNqF/tCBol4unxtL/eQl1R358J9D6AMgzRRzmsAIgB8MkS0mw6vjve5KXyg9AENC4o7JhSVHPLE5KAen4ZS8qP+TITCFACQHqACIAAhfWISJzhzOWdDJN39iB03tJkhlKK5HA6PVBQJOAAAAKp/T416AO25jP+GmFNBPHlZizyIABTAARj2IwDDAbpRxHfafjwk9wFhlpdUk117kT6eqA19Hdb89xl5tHXpkkUL5s2aMb2g4H1nBQ9KRH2/0KOnBuKBSA7iIOADdIClGGjeFhe9vMUIiq5HaVqihEE9jtuQUuq64Q2oUlrjnirDnmnhF47hz+vGPiMmPdXHP297YcmD+7whhl5XW3jDjxjyUFWl2nfcVYZcO7yeqCdVcfWqOu66GHpD82YXMtpqixvEuvA1i721Ob9Uj1y6bav3eJFT6//bLbe/H3xHQ7dMzbHG4vS1sr7jV2jhZ7VvGNW2pOr81Ra+LrI0+ccWaB6ilU1V/3nH5oaluuF/ZZg6bp3iRZdzSeMvXudUheYoKn4a3U8dsE3nq1dVVUiX6g346TJWkH5+AsLyfbsQtcVmjpy9K99VyiVKONvdu5RLmGj2O0sL9l3WovndFCzUb2mLFv2WkSBPthz/Y2dPHj0qfSljTyw/+YfHd+7x6M//+qfZl/PB2tZWiyE9us62b27LsLPSYHtN0dZ7zDHrTh9csu/vgT9KaPCKcTPN7VlqZVnTKu2+tA2/fPhD0V551lXJOC9j9a3HHp87l+ZvrU4UyLe0pnKqZama/MtQxBfKXMBVZ3FKCqba0dTGZdirCrTcZMac+V/K45nnn4mZr5j/9ZkVz6dMWfn8zJmVu8L0zaPc56YNq2r7zh7f2eF4Lsq1oUWGC5mcnj+fGp2+5N/HrpQ7j4gZy7aOmWOv986nbMlly+wFC635MdPX7lvWfxcuY1eLEq22tOx96Nh7dMO0TfHtXtnocY3Hbw/pcj2Ytvb5qVNrnk+fuvbFyRNrX06Z+zGYz4gO5v/4KZA/2gjkI17vBUWtiZY5tmKVnvvm7Lu2eMFlc/TE0UVxtjJtX8sOvlodbn15N3aotnnLHz3Dn2rGLaa0rXJiav+YqXP4hk5vPj+/NDL558S1q/6L86TTp6sfwW2YHX5vPU6zberwaYu5JLxvnXleMOr08+dF6GEfBIrgTid6o4YoevYT562qyhqgNLV/BU3KZv7C3zzJPAA8zD6v3u4p/1//63wNou4CDwoAAtyd/ydB+f7nDP6difbfnzWUc9rMMFyVkVxxSr5gpQ3b22A7b++2DfFn303+bu5LPtN9peL6CaubvYokFz+K/0TU3xsIILRqs2VwXOzRPEhAktd+hIwCkR1FzBDEHdlnKHhE2R+yN01BUZXHkmxWWL1BhdZpG9AlF1xwGWrN0CNWJaqCkaCBXoq0c9BDnoc+MUJefrlMsGKFGeeA9KBrN/qCrARLSdSrOZNkkH2Q0tgS+WaEtAFxgstAtqYgK/75s1HLszRkJAGxIhs+L9cSjySJ80xpqjKzuViElEFqwYb/PzAvmWw4B1UT37We82bZQMoeJMiSomIG6pTk0ENurA6SmPFdqTEms3RyQAWAbz4dRxBdXDzOFpDlQ8E/LuidQeORJWCPSkcGC8CVO72kUxQBKtVZERYnLEwt4NCQIWwOvZRE76VZQ8aSJmj9imqiKsFCzBNxishsTFp1FhsFEJPGLcCsajaHCjo7DLKE4aESbUAHeiOLJIDpRVTChQ19MDvI80bNIpMOaEW7UeBCPTaQNnYsX092Xel+Mg59NhFWUw2QLIMp0si144xR7X6aAsMGVXGtcTUwOgoy0tR0oHlrwLiJ5UBi1HjIdd8WG0mVaLJmNxIR9ogIgsOOp6GNXIoYNGZsYxbnZyD/Es+vYtH6EUj6wrxaM4dN26yA6O1vCxOUTgcZromgM0q0mWZZmK0SNCvh2H2JafXOuKjaiG9vxidoBQTNuLKnuAVQqa1xe9JKVkS2bkiMIb4dbIySWhNWCryKaTc3Ar8YaBykH9Cg/cAREu4oHSVXxyZRBwBhd6jYc8rErDrskC05h+sAGQjMxhlqKSTwqjNtbQrxqhTa6CWwKeO8Fz3uoyEp0NzIUxZsOYPxqp6RLNHrrkaOG2lItB4RoRhInRJjrFXABseM7B4iOnyxGCjxCjVCRBmykaClW/CItqSuIrAzbSWWpmrK9pCQWZF0kVNTUJiToUVXVIv2U9kSIGXPtYuomcrJetNlXIvVseJiFNI+LBdbSSw2x3ZgS6znMMs9bAppeVPGL0Y50+1DvbgBMdNORCmJJQsLN7zYBq5Mv9HHHI82BfjYyYNWsUqs79hcc1xPIcHKk15jtvCqHGkOZQqa09Gy0Fq7artKZI3Pj3rZzLwO19hyHDothvbJxq1NKcqzMpU4TquWT6lZeNakmyevi51RM7kiAmPfBElatr/PYBki/UmyrXUJEElge5/cKYyFDoJx3RIbd66iLsQdXDEp0nqXtChdVhtOWaNvT6/FHDmRrCcrmQgWECFBbchtDYTET8yR6Y6iI9V3TrGqGrGaEYyEWzEE1UHyRtf2JqZ33s770RY5afmkDc0ULAtJ487V+iR6TQRzuRfQZjXkgh3yqBCmOcegVXJohniaAGHnUR5Agm6SVOJ8ISZRb6bI6hgeT+QsxD23kIXs2N0jf2JOf46PiIUMMSJwKMFiNkpq+KxjoXKUw3Rj1uHXwbAOsXYJwd8w9zzNWtYKuYVpwszGB5GtNeC8CEjw2KhCk2+vocGsyH7qpFCmUihoEhEvif15v0YgPaQ26vMhN8tz9gE1EGZkBeV8DKyK0ylV2LDXF7qBOYXeaX6Su1u29G8+O3pnUv/0mW4aLvcSbsV4XlAZsvmIr0y6c/GFxzvBxV6z+Ypc0Zx9jTpu4IW5NtlorPBJ0MrZBOk0KF1XV0w5ab6yBEVSKc1WIOJkzwhqxurokNEuXjJTkCbvU9lwPSRFYqUwEajatEkZC+gwvQuVh0DxTtSJbCjGhZqA4rrkCxUs5o3e7By7LZczBlPEgC4jK3jPESxyZt8aLZxboV6/Mq4CRvTCS1YAg66uPHrK06CzexkK1UQ+mOpGnpgajHLn+fSvsuy/y0bykWLyMUs+MVyqnf8ekQagN2aqjrwy9UZIdSNPTPVDHpgaFz2PqR5I1IOTjpgUzXmiW5lqQ16ZOgrElhi7tVFTP+SdqbdCqg35Y2oY8sHUWOiZTACI3Ye/IvL/ihwDpLqQT6bakU+m+iEvTI2FXDLxkqSvxI99Ghs9kanp0BOYBiEZzq4xpsn+F0l/jxtCnKN+oteXgv4bvgMA",
  "base64",
);

/** The static host's file at `path`, or undefined. */
export function staticFile(path: string): { type: string; body: string | Buffer } | undefined {
  switch (path) {
    case STATIC_PATHS.js:
      return { type: "text/javascript; charset=utf-8", body: SCRIPT };
    case STATIC_PATHS.css:
      return { type: "text/css; charset=utf-8", body: STYLES };
    case STATIC_PATHS.font:
      return { type: "font/woff2", body: FONT };
    case STATIC_PATHS.cards:
      return { type: "image/svg+xml", body: CARDS };
    default:
      return undefined;
  }
}
