import { useId, useState } from 'react';
import { Dialog, Dropzone } from '@yiying/widgets';
import {
  MODERATION_MESSAGES,
  WATCHWORD_ACTION_LABELS,
  moderationPaths,
  watchwordBody,
  type Watchword,
  type WatchwordImportResult,
  type WatchwordTestResult,
} from '@yiying/validation';
import { useApiClient } from '../../../data';
import { Btn, FormGrid, Notice } from '../blocks/blocks.styles';
import { errorText, timeText } from '../blocks/format';
import { ResourceScreen, type ResourceConfig } from '../blocks/resource-screen';
import { Highlighted } from './highlight';
import { optionsOf } from './options';

const OUTCOME_LABELS: Record<string, string> = {
  pass: '通过（未命中任何词）',
  block: '屏蔽：拒绝提交',
  hold: '审核：进入审核队列，通过后公开',
  replace: '替换：命中处替换为＊后发布',
  flag: '标记：发布并标记待复核',
};

/** 敏感词: the watch list with its action per word; a `/…/` word is a pattern. */
export const watchwordScreen: ResourceConfig<Watchword> = {
  title: '敏感词',
  idKey: 'watchwordId',
  list: moderationPaths.words,
  create: moderationPaths.createWord,
  update: moderationPaths.updateWord,
  remove: moderationPaths.deleteWord,
  nameOf: (row) => row.word,
  filters: [
    { name: 'search', label: '词', kind: 'search', placeholder: '包含的文字' },
    { name: 'action', label: '处理方式', kind: 'select', options: optionsOf(WATCHWORD_ACTION_LABELS, '全部') },
  ],
  columns: [
    { key: 'word', title: '词', render: (row) => (row.pattern ? `${row.word}（正则）` : row.word) },
    { key: 'action', title: '处理方式', render: (row) => WATCHWORD_ACTION_LABELS[row.action] },
    { key: 'note', title: '备注' },
    { key: 'updateTime', title: '更新时间', render: (row) => timeText(row.updateTime) },
  ],
  fields: [
    {
      name: 'word',
      label: '敏感词',
      kind: 'text',
      placeholder: '词，或以 /…/ 书写的正则',
      hint: '匹配前会统一全角半角、繁简、大小写，并忽略字间的空格与符号。',
    },
    { name: 'action', label: '处理方式', kind: 'select', options: optionsOf(WATCHWORD_ACTION_LABELS) },
    { name: 'note', label: '备注', kind: 'text' },
  ],
  createSchema: watchwordBody,
  updateSchema: watchwordBody,
  defaults: { word: '', action: 'block', note: '' },
  toForm: (row) => ({ word: row.word, action: row.action, note: row.note ?? '' }),
  emptyText: '还没有敏感词',
};

/** The 测试 box: what a text would trigger, the matches marked. */
function TestDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const client = useApiClient();
  const [text, setText] = useState('');
  const [result, setResult] = useState<WatchwordTestResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const run = async () => {
    if (!text.trim()) return setError(MODERATION_MESSAGES.testRequired);
    if (text.length > 5000) return setError(MODERATION_MESSAGES.testMax);
    setBusy(true);
    setError(null);
    try {
      setResult(await client.moderation.testWords(text));
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      title="测试文本"
      width={640}
      onClose={onClose}
      footer={
        <>
          <Btn type="button" onClick={onClose}>
            关闭
          </Btn>
          <Btn type="button" tone="primary" onClick={() => void run()} disabled={busy}>
            {busy ? '测试中…' : '测试'}
          </Btn>
        </>
      }
    >
      <FormGrid>
        <label htmlFor={inputId}>
          要测试的文本（含标签时按文章读取）
          <textarea
            id={inputId}
            rows={6}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={error ? true : undefined}
            data-autofocus
          />
        </label>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        {result && (
          <section aria-label="测试结果" role="status">
            <p>
              <strong>结果：</strong>
              {OUTCOME_LABELS[result.action] ?? result.action}
            </p>
            {result.matches.length > 0 && (
              <>
                <p>
                  <strong>命中：</strong>
                  {[...new Set(result.matches.map((m) => `${m.word}（${WATCHWORD_ACTION_LABELS[m.action]}）`))].join(
                    '、',
                  )}
                </p>
                <p>
                  <Highlighted text={result.plain} matches={result.matches} />
                </p>
              </>
            )}
            {result.action === 'replace' || result.result !== text ? (
              <p>
                <strong>保存为：</strong>
                {result.result}
              </p>
            ) : null}
          </section>
        )}
      </FormGrid>
    </Dialog>
  );
}

/** 导入: a text file of `词<TAB>处理方式` lines. */
function ImportDialog({ open, onClose, onDone }: { open: boolean; onClose(): void; onDone(): void }) {
  const client = useApiClient();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<WatchwordImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setFile(null);
    setResult(null);
    setError(null);
    onClose();
  };
  const run = async () => {
    if (!file) return setError(MODERATION_MESSAGES.importRequired);
    if (file.size > 1_000_000) return setError(MODERATION_MESSAGES.importMax);
    setBusy(true);
    setError(null);
    try {
      setResult(await client.moderation.importWords(await file.text()));
      onDone();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      title="导入敏感词"
      width={560}
      onClose={close}
      busy={busy}
      footer={
        <>
          <Btn type="button" onClick={close} disabled={busy}>
            {result ? '完成' : '取消'}
          </Btn>
          {!result && (
            <Btn type="button" tone="primary" onClick={() => void run()} disabled={busy}>
              {busy ? '导入中…' : '导入'}
            </Btn>
          )}
        </>
      }
    >
      <FormGrid>
        <p>
          文本文件（UTF-8），每行「词<kbd>Tab</kbd>处理方式<kbd>Tab</kbd>
          备注」，处理方式为屏蔽、审核、替换或标记（缺省为屏蔽）； 以 # 开头的行忽略。已有的词按文件更新处理方式。
        </p>
        <Dropzone
          accept=".txt,.tsv,.csv,text/plain"
          title={file ? `已选择：${file.name}` : '点击或拖拽文件到此处'}
          hint="不超过 1MB"
          label="选择敏感词文件"
          onFiles={(files) => {
            setFile(files[0] ?? null);
            setResult(null);
            setError(null);
          }}
        />
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        {result && (
          <div role="status">
            <p>
              新增 {result.added} 个，更新 {result.updated} 个
              {result.errors.length > 0 ? `，${result.errors.length} 行未导入：` : '。'}
            </p>
            {result.errors.length > 0 && (
              <ul>
                {result.errors.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </FormGrid>
    </Dialog>
  );
}

/** 敏感词 with its 测试, 导入 and 导出 buttons. */
export function WatchwordScreen() {
  const client = useApiClient();
  const [dialog, setDialog] = useState<'test' | 'import' | null>(null);
  const [version, setVersion] = useState(0);
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const exportFile = async () => {
    try {
      const file = await client.moderation.exportWords();
      const url = URL.createObjectURL(new Blob([file.text], { type: 'text/plain;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = file.fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      setNotice({ tone: 'ok', text: `已导出 ${file.fileName}` });
    } catch (failure) {
      setNotice({ tone: 'error', text: errorText(failure, '导出失败，请稍后重试') });
    }
  };
  return (
    <>
      {notice && (
        <Notice tone={notice.tone} role={notice.tone === 'ok' ? 'status' : 'alert'}>
          {notice.text}
        </Notice>
      )}
      <ResourceScreen
        key={version}
        config={watchwordScreen}
        toolbar={
          <span style={{ display: 'inline-flex', gap: 8, marginRight: 8 }}>
            <Btn type="button" onClick={() => setDialog('test')}>
              测试
            </Btn>
            <Btn type="button" onClick={() => setDialog('import')}>
              导入
            </Btn>
            <Btn type="button" onClick={() => void exportFile()}>
              导出
            </Btn>
          </span>
        }
      />
      <TestDialog open={dialog === 'test'} onClose={() => setDialog(null)} />
      <ImportDialog
        open={dialog === 'import'}
        onClose={() => setDialog(null)}
        onDone={() => setVersion((v) => v + 1)}
      />
    </>
  );
}
