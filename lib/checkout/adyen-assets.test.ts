// @vitest-environment node
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import packageJson from '@/package.json';
import { ADYEN_STYLESHEET_INTEGRITY, ADYEN_WEB_VERSION } from './adyen-assets';

const packageDir = path.resolve(__dirname, '../../node_modules/@adyen/adyen-web');

describe('Adyen Web assets', () => {
  it('pins the version the package.json installs', () => {
    expect(packageJson.dependencies['@adyen/adyen-web']).toBe(ADYEN_WEB_VERSION);
  });

  it('carries the integrity hash of the installed stylesheet', () => {
    const css = readFileSync(path.join(packageDir, 'styles/adyen.css'));
    const digest = createHash('sha384').update(css).digest('base64');
    expect(ADYEN_STYLESHEET_INTEGRITY).toBe(`sha384-${digest}`);
  });
});
