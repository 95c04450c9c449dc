import {
  experimentConversionSchema,
  experimentDecisionRequestSchema,
  experimentDecisionSchema,
  experimentResultsSchema,
} from '@/lib/contracts/experiments';
import { json, named, noContent, type Operation } from '../operation';

const tag = 'Experiments';

/** Experiments (docs/experiments.md): decisions and conversions through the server's SDK. */
export const experimentOperations: Operation[] = [
  {
    method: 'post',
    path: '/experiments/decisions',
    summary: "The visitor's variation of a flag, decided by the server's SDK (baseline: nulls)",
    tag,
    body: named('ExperimentDecisionRequest', experimentDecisionRequestSchema),
    success: json(named('ExperimentDecision', experimentDecisionSchema)),
    errors: ['ATTR200', 'EXP429'],
    withoutStorefrontHeaders: true,
  },
  {
    method: 'post',
    path: '/experiments/conversions',
    summary: 'A conversion (e.g. add to cart) of a visitor shown an experiment',
    tag,
    body: named('ExperimentConversion', experimentConversionSchema),
    success: noContent,
    errors: ['ATTR200', 'EXP429'],
    withoutStorefrontHeaders: true,
  },
  {
    method: 'get',
    path: '/experiments/results',
    summary: 'Visitors exposed, conversions and rate per experiment and variation (editors)',
    tag,
    success: json(named('ExperimentResults', experimentResultsSchema)),
    errors: ['AUT432'],
    withoutStorefrontHeaders: true,
  },
];
