/**
 * A small inline script that runs while the page is parsed, before it is painted (the locale
 * layout renders these at the top of the body). The layout is not re-rendered in the browser,
 * so React never has to create (and refuse to run) the script on the client.
 */
export function BeforePaintScript({
  nonce,
  script,
}: {
  nonce: string | undefined;
  script: string;
}) {
  return (
    // Browsers hide a nonce from the DOM once read, so React would see it differ on hydration.
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />
  );
}
