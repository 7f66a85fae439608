import styled from '@emotion/styled';
import { forwardRef, useId, useState, type KeyboardEvent } from 'react';
import { isApiError } from '@yiying/api-client';
import { COMMENT_INPUT_MAXLENGTH, MESSAGES } from '@yiying/validation';
import { Button } from '@yiying/widgets';

const Form = styled.form(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing.xs,
  margin: `${theme.spacing.sm}px 0`,
  textarea: {
    width: '100%',
    boxSizing: 'border-box',
    minHeight: 44,
    maxHeight: 160,
    padding: '10px 12px',
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.md,
    background: theme.colors.surface,
    color: theme.colors.text,
    font: 'inherit',
    resize: 'vertical',
    '&:focus': {
      outline: 'none',
      borderColor: theme.colors.accent,
      boxShadow: `0 0 0 2px color-mix(in srgb, ${theme.colors.accent} 25%, transparent)`,
    },
    '&[aria-invalid="true"]': { borderColor: theme.colors.danger },
  },
  '.row': { display: 'flex', alignItems: 'center', gap: theme.spacing.sm, flexWrap: 'wrap' },
  '.hint, .count': { color: theme.colors.muted, fontSize: theme.typography.sizes.xs },
  '.hint': { flex: 1, minWidth: 0 },
  '.error': { color: theme.colors.danger, fontSize: theme.typography.sizes.xs, margin: 0 },
  '.held': { color: theme.colors.muted, fontSize: theme.typography.sizes.xs, margin: 0 },
}));

/** The spec's comment rules (必须填写评论, 评论不能超过64个字符), checked without loading the schema library. */
export function checkComment(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return MESSAGES.commentRequired;
  if (trimmed.length > COMMENT_INPUT_MAXLENGTH) return MESSAGES.commentMax;
  return null;
}

export interface CommentComposerProps {
  /** The field's accessible name and placeholder (说点什么…, 回复 张三). */
  label: string;
  /** The send button's text. */
  submitText?: string;
  autoFocus?: boolean;
  /** Sends the trimmed text; a rejection keeps the text and shows the reason. */
  onSend(text: string): Promise<void>;
  onCancel?(): void;
}

function failureText(error: unknown): string {
  return isApiError(error) ? error.message : '发送失败，请稍后重试';
}

/**
 * A comment or reply box: Enter sends, Shift+Enter starts a new line (an IME's Enter that confirms a word does
 * neither), input is limited to the spec's 64 characters, and the text stays when sending fails.
 */
export const CommentComposer = forwardRef<HTMLTextAreaElement, CommentComposerProps>(function CommentComposer(
  { label, submitText = '发送', autoFocus, onSend, onCancel },
  ref,
) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** 已提交审核: the text was taken and waits for an admin (the answer's status is 202). */
  const [held, setHeld] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();

  const send = async () => {
    if (sending) return;
    const problem = checkComment(text);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setHeld(null);
    setSending(true);
    try {
      await onSend(text.trim());
      setText('');
    } catch (failure) {
      if (isApiError(failure) && failure.status === 202) {
        setText('');
        setHeld(failure.message);
      } else {
        setError(failureText(failure));
      }
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
      return;
    }
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    void send();
  };

  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <textarea
        ref={ref}
        id={id}
        aria-label={label}
        placeholder={label}
        rows={2}
        value={text}
        maxLength={COMMENT_INPUT_MAXLENGTH}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
      />
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {held && (
        <p className="held" role="status">
          {held}
        </p>
      )}
      <div className="row">
        <span className="hint" id={`${id}-hint`}>
          Enter 发送，Shift+Enter 换行
        </span>
        <span className="count" aria-hidden="true">
          {text.length} / {COMMENT_INPUT_MAXLENGTH}
        </span>
        {onCancel && (
          <Button variant="text" onClick={onCancel}>
            取消
          </Button>
        )}
        <Button type="submit" disabled={sending}>
          {sending ? '发送中…' : submitText}
        </Button>
      </div>
    </Form>
  );
});
