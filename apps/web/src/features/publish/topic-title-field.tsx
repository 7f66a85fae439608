import styled from '@emotion/styled';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { TITLE_MAX_LENGTH } from '@yiying/models';
import { inputLook } from '@yiying/widgets';
import { useTopicList } from '../../data/publish';
import { Suggestions } from './publish.styles';

/** The title box, in the kit's input look (it is a combobox of topics, so not the kit's TextField). */
const TitleInput = styled.input(({ theme }) => inputLook(theme));

/** The topic being typed: text after a `#` that has no closing `#` yet, at the end of the title. */
export function typedTopic(title: string): string | null {
  const normalised = title.replace(/＃/g, '#');
  const marks = normalised.split('#').length - 1;
  if (marks % 2 === 0) return null;
  const open = normalised.lastIndexOf('#');
  const text = normalised.slice(open + 1);
  return /^[^\s#]*$/.test(text) ? text : null;
}

/** The title with the typed topic completed as `#name#`. */
export function completeTopic(title: string, name: string): string {
  const normalised = title.replace(/＃/g, '#');
  return `${normalised.slice(0, normalised.lastIndexOf('#'))}#${name}#`;
}

function useDebounced<T>(value: T, ms: number): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return current;
}

export interface TopicTitleFieldProps {
  value: string;
  onChange(value: string): void;
  error?: string;
  label?: string;
}

/**
 * The post title. Typing `#` and a few characters suggests existing topics (`/api/topic/list?title=`); arrow keys
 * move through them, Enter or a click completes the topic as `#name#`, Escape closes the list.
 */
export function TopicTitleField({ value, onChange, error, label = '标题' }: TopicTitleFieldProps) {
  const id = useId();
  const listId = `${id}-topics`;
  const errorId = `${id}-error`;
  const typed = typedTopic(value);
  const query = useDebounced(typed, 250);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const { data } = useTopicList(query ? { title: query, pageSize: 8 } : null);
  const topics = query && typed === query && dismissed !== value ? (data?.records ?? []) : [];
  const open = topics.length > 0;

  useEffect(() => setActive(0), [query]);

  const choose = (name: string) => {
    onChange(completeTopic(value, name));
    setDismissed(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => (i + 1) % topics.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (i - 1 + topics.length) % topics.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const topic = topics[active];
      if (topic) choose(topic.title);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setDismissed(value);
    }
  };

  return (
    <div>
      <label htmlFor={id} style={{ display: 'block', fontSize: 14, marginBottom: 4 }}>
        {label}
        <span aria-hidden="true" style={{ color: '#D70D19', marginLeft: 2 }}>
          *
        </span>
      </label>
      <TitleInput
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${errorId}` : ''}`}
        aria-required
        value={value}
        maxLength={TITLE_MAX_LENGTH}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <p className="hint" id={`${id}-hint`}>
        输入 # 加话题名，如 #春日摄影#（{value.length} / {TITLE_MAX_LENGTH}）
      </p>
      <Suggestions id={listId} role="listbox" aria-label="话题建议" hidden={!open}>
        {topics.map((topic, index) => (
          <li
            key={topic.topicId}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => {
              // Keep the focus in the title while choosing.
              event.preventDefault();
              choose(topic.title);
            }}
          >
            #{topic.title}#
            {typeof topic.contentNum === 'number' && <span className="count">{topic.contentNum} 篇</span>}
          </li>
        ))}
      </Suggestions>
      {error && (
        <p className="field-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
