export { loader, meta, default, ErrorBoundary } from "../$";
