export { loader, action } from "./api.coupon";
