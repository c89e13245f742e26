// Imported first (--import) into a test server (NODE_ENV=test): the production builds of React
// and React Router, as the shop runs them, in place of the development builds NODE_ENV=test
// would pick. Each package chooses its build when first required, by NODE_ENV; the app and
// Remix then import these same modules from Node's module cache, while everything else still
// reads NODE_ENV=test. The development builds' checks (prop types, keys, nesting) cost a busy
// test server about an eighth of its CPU, and they are for a developer's console: `npm run dev`
// keeps them (docs/decisions/058).
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const mode = process.env.NODE_ENV;
process.env.NODE_ENV = "production";
try {
  require("react");
  require("react/jsx-runtime");
  require("react-dom");
  require("react-dom/server");
  require("react-router");
  require("react-router-dom");
} finally {
  process.env.NODE_ENV = mode;
}
