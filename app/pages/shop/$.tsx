export { loader, default, ErrorBoundary } from "../$";
