import { Fragment, type ReactNode } from "react";

/** A translated sentence with links in it: '{kvkk}' in the text becomes `parts.kvkk`. */
export function WithLinks({ text, parts }: { text: string; parts: Record<string, ReactNode> }) {
  const pieces = text.split(/(\{\w+\})/);
  return (
    <>
      {pieces.map((piece, i) => {
        const name = /^\{(\w+)\}$/.exec(piece)?.[1];
        return <Fragment key={i}>{name && name in parts ? parts[name] : piece}</Fragment>;
      })}
    </>
  );
}
