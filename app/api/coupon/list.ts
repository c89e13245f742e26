export { loader, action } from "./index";
