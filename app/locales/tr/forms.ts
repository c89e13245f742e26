// Turkish is the source; en/forms.ts mirrors every key.
export const forms = {
  placeholder: "",
};
