export const checkout = {
  title: "",
};
