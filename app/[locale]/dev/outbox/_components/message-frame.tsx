/**
 * Links in stored mail carry no target; inside the frame they would open the store in a
 * script-less sandbox. A base target sends them to the whole tab instead.
 */
function withTopTarget(html: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) return `<base target="_top">${html}`;
  const end = head.index + head[0].length;
  return `${html.slice(0, end)}<base target="_top">${html.slice(end)}`;
}

/**
 * A stored email's HTML, shown as a mail client would but unable to act: the sandbox blocks
 * scripts, forms and same-origin access; a click on a link may still leave for that address.
 */
export function MessageFrame({ html, title }: { html: string; title: string }) {
  return (
    <iframe
      title={title}
      srcDoc={withTopTarget(html)}
      sandbox="allow-popups allow-top-navigation-by-user-activation"
      className="h-[36rem] w-full rounded border border-line bg-white"
    />
  );
}
