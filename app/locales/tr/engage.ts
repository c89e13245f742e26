// Turkish is the source; en/engage.ts mirrors every key.
export const engage = {
  placeholder: "",
};
