import { useId, useState } from 'react';
import { Dialog } from '@yiying/widgets';
import { Btn, FormGrid } from './blocks.styles';
import { errorText } from './format';
import type { PromptSpec } from './types';

export interface ActionDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmText?: string;
  danger?: boolean;
  /** A text to ask for (a reason); checked before the call. */
  prompt?: PromptSpec;
  /** The call; its failure stays in the dialog. */
  onConfirm(input: string): Promise<void>;
  onCancel(): void;
}

/** Confirms an action, optionally asking for a text; busy while the call runs, the error shown in place. */
export function ActionDialog({
  open,
  title,
  message,
  confirmText = '确定',
  danger,
  prompt,
  onConfirm,
  onCancel,
}: ActionDialogProps) {
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const messageId = useId();
  const inputId = useId();
  const close = () => {
    setInput('');
    setError(null);
    onCancel();
  };
  const confirm = async () => {
    const text = input.trim();
    if (prompt?.required && !text) return setError(prompt.required);
    if (prompt?.maxLength && text.length > prompt.maxLength) {
      return setError(prompt.tooLong ?? `不能超过${prompt.maxLength}个字符`);
    }
    setBusy(true);
    setError(null);
    try {
      await onConfirm(text);
      setInput('');
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      title={title}
      onClose={close}
      busy={busy}
      role="alertdialog"
      describedBy={messageId}
      footer={
        <>
          <Btn type="button" onClick={close} disabled={busy}>
            取消
          </Btn>
          <Btn type="button" tone={danger ? 'danger' : 'primary'} onClick={() => void confirm()} disabled={busy}>
            {busy ? '处理中…' : confirmText}
          </Btn>
        </>
      }
    >
      <FormGrid>
        <p id={messageId}>{message}</p>
        {prompt && (
          <label htmlFor={inputId}>
            {prompt.label}
            <textarea
              id={inputId}
              value={input}
              maxLength={prompt.maxLength ? prompt.maxLength + 50 : undefined}
              placeholder={prompt.placeholder}
              onChange={(event) => setInput(event.target.value)}
              aria-invalid={error ? true : undefined}
              data-autofocus
            />
          </label>
        )}
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
      </FormGrid>
    </Dialog>
  );
}
