import { describe, expect, it } from 'vitest';
import { defaultCollectionContactSettings } from '../site-settings';
import { collectionContactRules, validateCollectionContact } from './collection-contact';

const settings = defaultCollectionContactSettings;

describe('the collection contact rules', () => {
  it('asks nothing of a bag delivered home', () => {
    expect(collectionContactRules(['standard', 'digital'], 'fr-fr', settings)).toBeNull();
  });

  it('requires a collection point’s email, mobile and name in the configured locales only', () => {
    expect(collectionContactRules(['pudo', 'standard'], 'fr-fr', settings)).toEqual({
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      phone: 'required',
    });
    expect(collectionContactRules(['pudo', 'standard'], 'en-us', settings)).toEqual({
      firstName: 'optional',
      lastName: 'optional',
      email: 'optional',
      phone: 'optional',
    });
  });

  it('asks a store pickup only for the email, required where configured or where no address gives one', () => {
    const none = { collectionPointLocales: [], pickupEmailLocales: [] };
    expect(collectionContactRules(['pickup', 'standard'], 'en-us', none)).toEqual({
      firstName: 'hidden',
      lastName: 'hidden',
      email: 'optional',
      phone: 'hidden',
    });
    expect(collectionContactRules(['sts'], 'en-us', none)?.email).toBe('required');
    expect(collectionContactRules(['pickup', 'standard'], 'en-us', settings)?.email).toBe(
      'required',
    );
  });

  it('checks what is typed even where it is optional, with the phone rules of the dial code', () => {
    const rules = collectionContactRules(['pudo', 'standard'], 'en-us', settings)!;
    const blank = { firstName: '', lastName: '', email: '', phone: '' };
    expect(validateCollectionContact(blank, rules, '1')).toEqual({});
    expect(
      validateCollectionContact(
        { firstName: 'J0', lastName: 'Doe', email: 'jo@', phone: '123' },
        rules,
        '1',
      ),
    ).toEqual({ firstName: { key: 'name' }, email: { key: 'email' }, phone: { key: 'phone' } });
    const required = collectionContactRules(['pudo'], 'en-gb', settings)!;
    expect(validateCollectionContact(blank, required, '44')).toMatchObject({
      phone: { key: 'required' },
    });
    expect(
      validateCollectionContact(
        { firstName: 'Jo', lastName: 'Doe', email: 'jo@example.com', phone: '020 7946 0018' },
        required,
        '44',
      ),
    ).toEqual({});
  });
});
