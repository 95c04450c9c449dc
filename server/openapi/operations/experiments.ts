import {
  experimentDatafileSchema,
  experimentEventBatchSchema,
  experimentResultsSchema,
} from '@/lib/contracts/experiments';
import { json, named, noContent, type Operation } from '../operation';

const tag = 'Experiments';

/** The offline experiments (docs/experiments.md): used when no Optimizely SDK key is set. */
export const experimentOperations: Operation[] = [
  {
    method: 'get',
    path: '/experiments/datafile.json',
    summary: "The store's own Optimizely datafile (empty of experiments until one is imported)",
    tag,
    success: json(named('ExperimentDatafile', experimentDatafileSchema)),
    withoutStorefrontHeaders: true,
  },
  {
    method: 'post',
    path: '/experiments/events',
    summary: "The SDK's event batch: exposures and conversions, kept for the results view",
    tag,
    body: named('ExperimentEventBatch', experimentEventBatchSchema),
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
