import { successResponseSchema } from '@/lib/contracts/auth';
import { editorSessionSchema, type EditorSignInRequest } from '@/lib/contracts/editor-session';
import type { Transport } from './transport';

const SESSION_PATH = '/content/v1/editor/session';

/** An editor's sign-in for content preview (docs/content.md, "Editor preview"). */
export function createEditorSessionClient(request: Transport) {
  return {
    signIn: (body: EditorSignInRequest) =>
      request({
        method: 'POST',
        path: SESSION_PATH,
        body,
        schema: editorSessionSchema,
        renewSession: false,
      }),
    signOut: () =>
      request({
        method: 'DELETE',
        path: SESSION_PATH,
        schema: successResponseSchema,
        renewSession: false,
      }),
  };
}
