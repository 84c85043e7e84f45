import { Fragment } from "react";

/**
 * An email address that may wrap on a narrow screen after its "@" or before a dot of its domain,
 * never inside a word.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf("@") + 1;
  const [name, ...rest] = address.slice(at).split(".");
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {name}
      {rest.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed address
        <Fragment key={index}>
          <wbr />.{part}
        </Fragment>
      ))}
    </>
  );
}
