export const cart = {
  title: "",
};
