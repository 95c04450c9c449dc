import Link from 'next/link';

/** Reached only outside a locale (the proxy sends everything else to one). */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body className="p-10 font-sans">
        <h1 className="text-2xl font-bold">Page not found</h1>
        <Link href="/" className="underline">
          Home
        </Link>
      </body>
    </html>
  );
}
