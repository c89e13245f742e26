import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import * as resource from "./api.$resource";

// '/api/blog' would otherwise rank level with the English-less '/:lang/blog' page; this file wins.
const asBlog = <A extends LoaderFunctionArgs | ActionFunctionArgs>(args: A): A => ({
  ...args,
  params: { ...args.params, resource: "blog" },
});

export const loader = (args: LoaderFunctionArgs) => resource.loader(asBlog(args));
export const action = (args: ActionFunctionArgs) => resource.action(asBlog(args));
