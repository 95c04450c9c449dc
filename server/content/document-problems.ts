import type { z } from 'zod';
import { canvasDocumentSchemas } from '@/lib/contracts/canvas-documents';
import { describeCanvas, type CanvasAddress } from './canvas-address';

export type CanvasDocument = Record<string, unknown>;

/** `sections[0].items[2].media.url`, the way an editor reads a JSON path. */
export function jsonPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}

function issueText(issue: z.ZodError['issues'][number]): string {
  const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message);
  return missing ? 'Required' : issue.message;
}

/**
 * One line per problem, naming the canvas and the bad field:
 * `en-us page home: sections[0].items[2].media.url: Required`. The API and the content command
 * both report invalid documents with these lines.
 */
export function documentProblems(address: CanvasAddress, error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const path = jsonPath(issue.path);
    return `${describeCanvas(address)}: ${path ? `${path}: ` : ''}${issueText(issue)}`;
  });
}

/** The problems of a document held in an entry's field: `en-us page home: draft.sections…`. */
export function problemsInField(problems: string[], field: string): string[] {
  return problems.map((line) => line.replace(': ', `: ${field}.`));
}

export type DocumentCheck =
  { ok: true; document: CanvasDocument } | { ok: false; problems: string[] };

/** The document as its canvas type's schema reads it (defaults filled in), or what is wrong with it. */
export function checkDocument(address: CanvasAddress, document: unknown): DocumentCheck {
  const parsed = canvasDocumentSchemas[address.type].safeParse(document);
  if (parsed.success) return { ok: true, document: parsed.data as CanvasDocument };
  return { ok: false, problems: documentProblems(address, parsed.error) };
}
