export const orders = {
  title: "",
};
