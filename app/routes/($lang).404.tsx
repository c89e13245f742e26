export { loader, default, ErrorBoundary } from "./($lang).$";
