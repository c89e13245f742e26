import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { databaseFromContext, importDirection, queriesInModels } from "./eslint.boundaries.js";

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "bench/.build/**",
      "bench-results/**",
      "data/**",
      "node_modules/**",
      "migrations/**",
      "public/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["**/*.js"],
    languageOptions: {
      globals: Object.fromEntries(
        [
          "process",
          "console",
          "URL",
          "AbortController",
          "Headers",
          "Request",
          "Response",
          "setTimeout",
        ].map((g) => [g, "readonly"]),
      ),
    },
  },
  {
    // One-line answers: every cookie is declared and serialized by app/http/cookies.server.ts
    // (one set of attributes, one Secure rule), never built from strings; a page's refusal is
    // notFound() / badRequest() / forbidden() from app/http/page-responses.server.ts.
    files: ["app/**/*.{ts,tsx}"],
    ignores: [
      "app/http/cookies.server.ts",
      "app/http/page-responses.server.ts",
      "app/**/*.test.ts",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.name='createCookie']",
          message: "Declare cookies in app/http/cookies.server.ts.",
        },
        // 'name=value; Path=/; ...' in one string, or its attributes one by one ('HttpOnly').
        ...["Literal[value=%s]", "TemplateElement[value.raw=%s]"].flatMap((node) =>
          [
            "/;\\s*(Path|Max-Age|Expires|SameSite|HttpOnly|Secure)\\b/i",
            "/^((Path|Max-Age|Expires|SameSite)=|(HttpOnly|Secure)$)/",
          ].map((pattern) => ({
            selector: node.replace("%s", pattern),
            message: "A hand-built cookie: serialize it with app/http/cookies.server.ts.",
          })),
        ),
        {
          selector:
            "NewExpression[callee.name='Response'][arguments.0.value=/^(Not Found|Bad Request|Forbidden)$/]",
          message:
            "Use notFound() / badRequest() / forbidden() from app/http/page-responses.server.ts.",
        },
      ],
    },
  },
  importDirection,
  queriesInModels,
  databaseFromContext,
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
