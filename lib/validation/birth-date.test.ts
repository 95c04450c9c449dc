import { describe, expect, it } from 'vitest';
import { validBirthDate, type BirthDateOptions } from './birth-date';

const us: BirthDateOptions = {
  format: 'MM/DD/YYYY',
  minimumAge: 13,
  required: false,
  now: new Date(2024, 5, 15, 10),
};

describe('validBirthDate', () => {
  it('passes a believable date old enough', () => {
    expect(validBirthDate(us)('06/15/1990')).toBeNull();
  });

  it('passes the exact day the visitor reaches the minimal age, not the day after', () => {
    expect(validBirthDate(us)('06/15/2011')).toBeNull();
    expect(validBirthDate(us)('06/16/2011')).toEqual({
      key: 'dobAgeRestrictionMsg',
      values: { age: 13 },
      code: 'PRO410',
    });
  });

  it('refuses a date in the future as too young', () => {
    expect(validBirthDate(us)('01/01/2030')?.key).toBe('dobAgeRestrictionMsg');
  });

  it('refuses days before 1 January 1900 with dobValidationMsg', () => {
    expect(validBirthDate(us)('01/01/1900')).toBeNull();
    expect(validBirthDate(us)('12/31/1899')).toEqual({
      key: 'dobValidationMsg',
      values: { date: '01/01/1900' },
      code: 'PRO410',
    });
  });

  it('takes another earliest day, quoted in the display format', () => {
    const validator = validBirthDate({
      ...us,
      format: 'DD/MM/YYYY',
      earliest: { year: 1920, month: 3, day: 2 },
    });
    expect(validator('01/03/1920')).toEqual({
      key: 'dobValidationMsg',
      values: { date: '02/03/1920' },
      code: 'PRO410',
    });
  });

  it('judges an unreal or misshaped date before any bound', () => {
    expect(validBirthDate(us)('02/30/2000')).toEqual({
      key: 'dateFormat',
      values: { format: 'MM/DD/YYYY' },
    });
    expect(validBirthDate(us)('15/06/1990')?.key).toBe('dateFormat');
  });

  it('reads the country date format', () => {
    const germany = validBirthDate({ ...us, format: 'DD/MM/YYYY', minimumAge: 16 });
    expect(germany('15/06/2008')).toBeNull();
    expect(germany('16/06/2008')).toEqual({
      key: 'dobAgeRestrictionMsg',
      values: { age: 16 },
      code: 'PRO410',
    });
  });

  it('on 29 February, lets those born on 28 February of the common year through', () => {
    const leapDay = validBirthDate({ ...us, now: new Date(2024, 1, 29, 12) });
    expect(leapDay('02/28/2011')).toBeNull();
    expect(leapDay('03/01/2011')?.key).toBe('dobAgeRestrictionMsg');
  });

  it('is PRO411 required only when configured', () => {
    expect(validBirthDate(us)('')).toBeNull();
    expect(validBirthDate({ ...us, required: true })('')).toEqual({
      key: 'required',
      code: 'PRO411',
    });
    expect(validBirthDate({ ...us, required: true })('  ')).toEqual({
      key: 'required',
      code: 'PRO411',
    });
  });
});
