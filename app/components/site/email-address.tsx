/**
 * An email address that wraps on a narrow screen after its "@", never inside a word. The domain
 * is one box, so it moves to the next line whole; only if it is wider than the line does it break
 * once more, before its first dot.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf("@") + 1;
  const domain = address.slice(at);
  const dot = domain.indexOf(".");
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      <span className="inline-block">
        {dot > 0 ? (
          <>
            {domain.slice(0, dot)}
            <wbr />
            {domain.slice(dot)}
          </>
        ) : (
          domain
        )}
      </span>
    </>
  );
}
