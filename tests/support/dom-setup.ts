import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// A page's later parts (dialogs, payment buttons) arrive through dynamic imports, which on a
// slow or busy machine take longer than testing-library's default second to wait for.
configure({ asyncUtilTimeout: 5_000 });

// The browser-side files share a worker's page (isolate: false), so each starts on a blank one,
// with empty storage, no cookies and the browser's own navigator (a file may have given it a
// user agent or a position).
beforeAll(() => {
  // testing-library sets this when first imported and puts it back after that file's tests.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const attribute of [...document.documentElement.attributes]) {
    document.documentElement.removeAttribute(attribute.name);
  }
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  for (const name of Object.getOwnPropertyNames(navigator)) Reflect.deleteProperty(navigator, name);
});

afterEach(() => cleanup());
