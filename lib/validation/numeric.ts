import type { Validator } from './message';

export function maxValue(max: number): Validator<number> {
  return (value) => (value <= max ? null : { key: 'maxValue', values: { max } });
}

export function minValue(min: number): Validator<number> {
  return (value) => (value >= min ? null : { key: 'minValue', values: { min } });
}
