import { describe, expect, it } from 'vitest';
import { parseCarried, rememberCarried, withCarried } from './carried-query';

const query = (search: string) => new URLSearchParams(search);

describe('carried query parameters', () => {
  it('remembers the spec’s parameters from the address and ignores the rest', () => {
    expect(rememberCarried({}, query('leadSource=ad&sort=new&preview=true'))).toEqual({
      leadSource: 'ad',
      preview: 'true',
    });
  });

  it('takes a new value over the remembered one and forgets an emptied one', () => {
    const carried = { leadSource: 'ad', cms: 'on' };
    expect(rememberCarried(carried, query('leadSource=mail&cms='))).toEqual({ leadSource: 'mail' });
    expect(carried).toEqual({ leadSource: 'ad', cms: 'on' });
  });

  it('adds back what the address lacks, keeping its own query', () => {
    const carried = { leadSource: 'ad', p13n_testcontext: '{"variant":"b"}' };
    expect(withCarried(query('sort=new'), carried)).toBe(
      'sort=new&leadSource=ad&p13n_testcontext=%7B%22variant%22%3A%22b%22%7D',
    );
    expect(withCarried(query('leadSource=mail'), { leadSource: 'ad' })).toBeNull();
    expect(withCarried(query(''), {})).toBeNull();
  });

  it('reads a session’s stored values defensively', () => {
    expect(parseCarried('{"leadSource":"ad","other":"x"}')).toEqual({ leadSource: 'ad' });
    for (const stored of [null, '', 'not json', '42', 'null']) {
      expect(parseCarried(stored)).toEqual({});
    }
  });
});
