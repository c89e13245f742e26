import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

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
    // One-line answers: a page's refusal is notFound() / badRequest() / forbidden() from
    // app/server/page-responses.server.ts, not a Response built on the spot.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/server/page-responses.server.ts", "app/**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "NewExpression[callee.name='Response'][arguments.0.value=/^(Not Found|Bad Request|Forbidden)$/]",
          message:
            "Use notFound() / badRequest() / forbidden() from app/server/page-responses.server.ts.",
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
