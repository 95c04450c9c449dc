import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A page's later parts (dialogs, payment buttons) arrive through dynamic imports, which on a
// slow or busy machine take longer than testing-library's default second to wait for.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
