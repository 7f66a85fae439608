import { ACCESS_SCOPE_LABELS, AccessScope, TEXTAREA_MAX_LENGTH, parseTags } from '@yiying/models';
import { Checkbox, RadioGroup, TextField } from '@yiying/widgets';
import type { PostEditor } from './post-form';
import { TopicTitleField } from './topic-title-field';

export interface PostFieldsProps {
  editor: PostEditor;
  /** Label of the text field; none for articles, whose body is the editor. */
  contentLabel?: string;
  /** Offer 显示拍摄参数 (posts with photos). */
  withExif?: boolean;
}

/** Title with topics, text, tags, who may see the post, 敏感内容 and 显示拍摄参数. */
export function PostFields({ editor, contentLabel, withExif = false }: PostFieldsProps) {
  const { fields, setField, errors } = editor;
  const tags = parseTags(fields.tags);
  return (
    <>
      <TopicTitleField value={fields.title} onChange={(v) => setField('title', v)} error={errors['title']} />
      {contentLabel && (
        <TextField
          label={contentLabel}
          multiline
          showCount
          maxLength={TEXTAREA_MAX_LENGTH}
          value={fields.content}
          error={errors['content']}
          onChange={(e) => setField('content', e.target.value)}
        />
      )}
      <TextField
        label="标签"
        placeholder="用逗号分隔，如 人像,手术室"
        value={fields.tags}
        error={errors['tags']}
        onChange={(e) => setField('tags', e.target.value)}
      />
      {tags.length > 0 && <p className="hint">将保存的标签：{tags.join('、')}</p>}
      <RadioGroup
        label="谁可以看"
        name="accessScope"
        variant="chip"
        direction="row"
        value={fields.accessScope}
        options={Object.values(AccessScope).map((scope) => ({ value: scope, label: ACCESS_SCOPE_LABELS[scope] }))}
        onChange={(scope) => setField('accessScope', scope)}
      />
      <fieldset className="others">
        <legend>其他</legend>
        <Checkbox
          label="敏感内容"
          checked={fields.sensitive}
          onChange={(e) => setField('sensitive', e.target.checked)}
        />
        {withExif && (
          <Checkbox
            label="显示拍摄参数"
            checked={fields.showExif}
            onChange={(e) => setField('showExif', e.target.checked)}
          />
        )}
      </fieldset>
    </>
  );
}
