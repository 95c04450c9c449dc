import { successResponseSchema } from '@/lib/contracts/auth';
import { editorSessionSchema, editorSignInRequestSchema } from '@/lib/contracts/editor-session';
import { json, named, type Operation } from '../operation';

const tag = 'Content publishing';
const path = '/content/v1/editor/session';
const session = json(named('EditorSession', editorSessionSchema));

/** An editor's sign-in: the grant cookie (stride_editor) that preview and publishing read. */
export const editorSessionOperations: Operation[] = [
  {
    method: 'post',
    path,
    summary: "Signs an editor in (staff id and password, the associates' limits and lockout)",
    tag,
    body: named('EditorSignInRequest', editorSignInRequestSchema),
    success: session,
  },
  {
    method: 'get',
    path,
    summary: 'The signed-in editor and when their grant ends',
    tag,
    success: session,
    errors: ['AUT432'],
  },
  {
    method: 'delete',
    path,
    summary: 'Signs the editor out (clears the grant cookie)',
    tag,
    success: json(named('SuccessResponse', successResponseSchema)),
  },
];
