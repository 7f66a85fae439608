import type { ReactNode } from 'react';
import { RecordState } from '@yiying/models';
import { Button } from '@yiying/widgets';
import { FormMessage } from '../../components/form';
import type { PostEditor } from './post-form';
import { Actions, EditorForm } from './publish.styles';

export interface EditorShellProps {
  /** Id of the heading that names the form. */
  labelledBy: string;
  editor: Pick<PostEditor, 'saving' | 'formError' | 'success'>;
  /** 存草稿 saves with `create`, 发布 (and Enter) with `publish`. */
  onSubmit(state: RecordState): void;
  children: ReactNode;
  /** Shown after the buttons (an autosave time). */
  status?: ReactNode;
}

/** The form of every editor: its fields, the save message, and the 存草稿 / 发布 buttons. */
export function EditorShell({ labelledBy, editor, onSubmit, children, status }: EditorShellProps) {
  return (
    <EditorForm
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(RecordState.publish);
      }}
    >
      {children}
      <FormMessage error={editor.formError} success={editor.success} />
      <Actions>
        <Button variant="outlined" disabled={editor.saving} onClick={() => onSubmit(RecordState.create)}>
          存草稿
        </Button>
        <Button type="submit" aria-busy={editor.saving} disabled={editor.saving}>
          发布
        </Button>
        {status}
      </Actions>
    </EditorForm>
  );
}
